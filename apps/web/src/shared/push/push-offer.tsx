import { errorToastText } from '../form/form-errors';
import { useTranslation } from '../i18n/use-translation';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { toast } from '../ui/toast';
import { usePushDevice } from './use-push-device';

/**
 * Offers push on this browser right after the user asked to be told of something (a search
 * saved with alerts): the moment the browser's own prompt makes sense, never on a first visit.
 * Shown only while push is possible and off here; `onDone` once answered or declined.
 */
export function PushOffer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { state, busy, turnOn } = usePushDevice();
  if (state !== 'off') return null;

  const accept = async () => {
    try {
      await turnOn();
    } catch (error) {
      toast.error(errorToastText(t, error));
    }
    onDone();
  };

  return (
    <div role="group" aria-labelledby="push-offer-title" className="mt-4 rounded-lg bg-teal-50 p-3">
      <p id="push-offer-title" className="text-sm font-semibold text-teal-900">
        {t('notifications.device.offerTitle')}
      </p>
      <p className="mt-1 text-sm text-teal-900">{t('notifications.device.offerText')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void accept()}
          className="inline-flex min-h-10 items-center rounded-lg bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
        >
          {t('notifications.device.turnOn')}
        </button>
        <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
          {t('notifications.device.notNow')}
        </button>
      </div>
    </div>
  );
}
