import {
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
  type NotificationSettings,
} from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PushDeviceSwitch } from '../../../shared/push/push-device-switch';
import { Switch } from '../../../shared/ui/switch';
import { toast } from '../../../shared/ui/toast';
import { notificationSettingsQueryOptions, saveNotificationSettings } from '../api';
import { SettingsCard } from './settings-card';

/** Where the notification centre's link to these settings lands (`paths.notificationSettings`). */
const ANCHOR = 'notification-settings';

/**
 * Per kind of notification, whether the user is told in the site (the centre and the bell)
 * and by push. Push needs the site: a kind off in the site is not told at all.
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const cardRef = useRef<HTMLDivElement>(null);
  const saved = useQuery(notificationSettingsQueryOptions());
  const [edited, setEdited] = useState<NotificationSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const settings = edited ?? saved.data;

  // The centre's link to these settings: the page opens at them once they are on screen.
  const shown = saved.isSuccess;
  useEffect(() => {
    if (shown && hash === `#${ANCHOR}`) cardRef.current?.scrollIntoView();
  }, [shown, hash]);

  const change = (kind: NotificationKind, channels: Partial<NotificationChannels>) => {
    if (!settings) return;
    setEdited({ ...settings, [kind]: { ...settings[kind], ...channels } });
  };

  const save = async () => {
    if (!edited) return;
    setBusy(true);
    try {
      const data = await saveNotificationSettings(edited);
      queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, data);
      setEdited(null);
      toast.success(t('notifications.settings.saved'));
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id={ANCHOR} ref={cardRef} className="scroll-mt-20">
      <SettingsCard
        title={t('notifications.settings.title')}
        hint={t('notifications.settings.hint')}
      >
        {settings === undefined ? (
          <p className="mt-4 text-slate-600">
            {saved.isError ? `${t('error')}: ${saved.error.message}` : t('loading')}
          </p>
        ) : (
          <>
            <PushDeviceSwitch />
            <ul className="mt-3 divide-y divide-slate-200">
              {NOTIFICATION_KINDS.map((kind) => (
                <li key={kind}>
                  <fieldset className="py-3">
                    <legend className="text-sm font-medium text-slate-900">
                      {t(`notifications.kinds.${kind}`)}
                    </legend>
                    <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                      <Switch
                        label={t('notifications.settings.inApp')}
                        checked={settings[kind].in_app}
                        onChange={(event) => {
                          change(kind, { in_app: event.currentTarget.checked });
                        }}
                      />
                      <Switch
                        label={t('notifications.settings.push')}
                        checked={settings[kind].in_app && settings[kind].push}
                        disabled={!settings[kind].in_app}
                        onChange={(event) => {
                          change(kind, { push: event.currentTarget.checked });
                        }}
                      />
                    </div>
                  </fieldset>
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={busy || edited === null}
              onClick={() => void save()}
              className="mt-4 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
            >
              {t('notifications.settings.save')}
            </button>
          </>
        )}
      </SettingsCard>
    </div>
  );
}
