import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../shared/i18n/use-lang';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { bannersQueryOptions } from '../api/get-banners';
import { BANNER_SLOT, BannerSlider } from './banner-slider';

/** Spec "Home": the hero slider; a same-sized grey slot while loading, the spec's text on failure. */
export function HeroBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useQuery(bannersQueryOptions(lang));
  if (data?.length === 0) return null;

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('banner.label')}
      className="mx-auto max-w-7xl px-4 pt-4"
    >
      {isPending ? (
        <div aria-hidden="true" className={`${BANNER_SLOT} animate-pulse bg-slate-200`} />
      ) : isError ? (
        <p
          role="alert"
          className={`${BANNER_SLOT} flex items-center justify-center bg-red-50 p-4 text-center font-medium text-red-800`}
        >
          {t('banner.error')}
        </p>
      ) : (
        <BannerSlider banners={data} />
      )}
    </section>
  );
}
