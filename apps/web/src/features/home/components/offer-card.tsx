import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhoneArt } from './phone-art';
import type { Promo } from './promos';

/** One promo: brand, the spec's 'UP to 80% OFF' and a line of text beside a drawn phone. */
export function OfferCard({ promo }: { promo: Promo }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex h-40 items-center gap-3 overflow-hidden rounded-2xl bg-linear-to-br p-5 text-white ${promo.card}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold tracking-wide uppercase">
          {t(`offers.${promo.id}.brand`)}
        </p>
        <p className="mt-1 text-2xl leading-tight font-extrabold">{t('offers.discount')}</p>
        <p className="mt-1 line-clamp-2 text-sm">{t(`offers.${promo.id}.text`)}</p>
      </div>
      <PhoneArt accent={promo.accent} />
    </div>
  );
}
