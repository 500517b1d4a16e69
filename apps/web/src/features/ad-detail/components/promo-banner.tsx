import { Megaphone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-store';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';

const CTA = 'rounded-lg px-4 py-2.5 text-center text-sm font-semibold focus-visible:outline-white';

/**
 * The promo banner's three calls to action (their targets are not in the spec): buy now opens
 * the ad's category; view packages starts with an account (the profile once signed in); add
 * your ad opens the post form (a visitor logs in first and comes back to it).
 */
export function PromoBanner({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAuthenticated } = useAuth();
  const accountPath = isAuthenticated ? paths.profile(lang) : paths.register(lang);

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
            to={paths.category(lang, categoryId)}
            className={`${CTA} bg-amber-400 text-slate-900 hover:bg-amber-300`}
          >
            {t('adDetail.promo.buyNow')}
          </Link>
          <Link
            to={accountPath}
            className={`${CTA} bg-white/10 ring-1 ring-white/60 hover:bg-white/20`}
          >
            {t('adDetail.promo.viewPackages')}
          </Link>
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
