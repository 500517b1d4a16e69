import { errorToastText } from '../form/form-errors';
import { useTranslation } from '../i18n/use-translation';
import { Switch } from '../ui/switch';
import { toast } from '../ui/toast';
import { usePushDevice } from './use-push-device';

/**
 * Whether this browser is told by push (the kinds chosen "by push" above it): a switch, or why
 * it cannot be (a browser without push, notifications blocked in its settings).
 */
export function PushDeviceSwitch() {
  const { t } = useTranslation();
  const { state, busy, turnOn, turnOff } = usePushDevice();
  if (state === undefined) return null;

  const toggle = async (on: boolean) => {
    try {
      await (on ? turnOn() : turnOff());
    } catch (error) {
      toast.error(errorToastText(t, error));
    }
  };

  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm font-medium text-slate-900">{t('notifications.device.title')}</p>
      {state === 'unsupported' || state === 'denied' ? (
        <p className="mt-1 text-sm text-slate-600">{t(`notifications.device.${state}`)}</p>
      ) : (
        <div className="mt-2">
          <Switch
            label={t('notifications.device.switch')}
            checked={state === 'on'}
            disabled={busy}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
        </div>
      )}
    </div>
  );
}
