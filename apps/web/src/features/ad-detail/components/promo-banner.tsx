import { Megaphone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';

const CTA = 'rounded-lg px-4 py-2.5 text-center text-sm font-semibold focus-visible:outline-white';

/**
 * The promo banner's call to action: add your ad opens the post form (a visitor logs in first and
 * comes back to it). "Buy now" and "View packages" come back when there are packages to sell.
 */
export function PromoBanner() {
  const { t } = useTranslation();
  const lang = useLang();

  return (
    <section aria-labelledby="ad-promo" className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-teal-800 to-slate-900 p-6 text-white md:flex-row md:items-center md:p-8">
        <Megaphone
          aria-hidden="true"
          className="size-12 shrink-0 text-amber-300 rtl:-scale-x-100"
        />
        <div className="flex-1 space-y-1">
          <h2 id="ad-promo" className="text-xl font-bold md:text-2xl">
            {t('adDetail.promo.title')}
          </h2>
          <p className="text-teal-50">{t('adDetail.promo.text')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={paths.postAd(lang)}
            className={`${CTA} bg-white text-teal-900 hover:bg-teal-50`}
          >
            {t('adDetail.promo.addAd')}
          </Link>
        </div>
      </div>
    </section>
  );
}
