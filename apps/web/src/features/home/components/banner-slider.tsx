import type { Banner, Lang } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useCarousel, type CarouselOptions } from '../hooks/use-carousel';
import { CarouselArrows } from './carousel-arrows';

/** The slot keeps the slides' shape in every state (loading, error), so nothing below moves. */
export const BANNER_SLOT = 'aspect-[16/7] w-full rounded-2xl sm:aspect-[16/5]';

/** The seeded slides are drawn at 1024 × 320; the slot crops them to 16:7 on phones. */
const BANNER_WIDTH = 1024;
const BANNER_HEIGHT = 320;

const CAROUSEL: CarouselOptions = { loop: true };

/** Where a slide leads in the page's language: its ad, or its path of the site; null, nowhere. */
function slideHref(banner: Banner, lang: Lang): string | null {
  if (banner.target_id !== null) return `/${lang}/ad/${String(banner.target_id)}`;
  return banner.link === null ? null : `/${lang}${banner.link}`;
}

/**
 * A looping slider, one slide per view; a slide opens its ad or its page of the site. A picture
 * says what the admin wrote for it (the seed's banners have no text: their place in the slider).
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { viewportRef, scrollPrev, scrollNext } = useCarousel(CAROUSEL);
  const count = banners.length;

  return (
    <div className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="flex">
          {banners.map((banner, index) => {
            const first = index === 0;
            const href = slideHref(banner, lang);
            const picture = (
              <img
                src={banner.website_image}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                alt={banner.alt || t('banner.imageAlt', { index: index + 1, count })}
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : 'auto'}
                decoding={first ? 'sync' : 'async'}
                draggable={false}
                className={`${BANNER_SLOT} block bg-slate-200 object-cover`}
              />
            );
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription={t('home.slide')}
                aria-label={t('home.slidePosition', { index: index + 1, count })}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                {href === null ? (
                  picture
                ) : (
                  <Link to={href} draggable={false}>
                    {picture}
                  </Link>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <CarouselArrows
          onPrevious={scrollPrev}
          onNext={scrollNext}
          previousLabel={t('banner.previous')}
          nextLabel={t('banner.next')}
        />
      ) : null}
    </div>
  );
}
