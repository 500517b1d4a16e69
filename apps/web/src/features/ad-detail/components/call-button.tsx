import { Phone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * Calls the seller's real number (the original's placeholder fixed); the tap is counted for the
 * seller's My ads.
 */
export function CallButton({ phone, adId }: { phone: string; adId?: number }) {
  const { t } = useTranslation();
  return (
    <a
      href={`tel:${phone}`}
      onClick={() => {
        if (adId !== undefined) navigator.sendBeacon(`/api/ads/${String(adId)}/call`);
      }}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-3 font-semibold text-white hover:bg-teal-800"
    >
      <Phone aria-hidden="true" className="size-5" />
      {t('adDetail.call')}
      <bdi dir="ltr">{phone}</bdi>
    </a>
  );
}
