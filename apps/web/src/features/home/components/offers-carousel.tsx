import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAutoplayPlaying } from '../hooks/use-autoplay-playing';
import { useCarousel, type CarouselOptions } from '../hooks/use-carousel';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { OfferCard } from './offer-card';
import { PROMOS } from './promos';

/** Spec section 9: the offers move on every 3000 ms. */
const OFFERS_AUTOPLAY_MS = 3000;
const CAROUSEL: CarouselOptions = { loop: true, align: 'start' };

/**
 * Embla can only loop when the slides are wider than the view: with 3 per view (from 1024 px)
 * the three promos would stand still, so they are laid out twice; the copies are hidden from
 * assistive technology.
 */
const SLIDES = [...PROMOS, ...PROMOS].map((promo, index) => ({
  promo,
  key: `${promo.id}-${String(index)}`,
  position: (index % PROMOS.length) + 1,
  copy: index >= PROMOS.length,
}));

/** Spec "Home": the offers carousel, 1, 2 (from 640 px) and 3 (from 1024 px) per view. */
export function OffersCarousel() {
  const { t } = useTranslation();
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = useMemo(
    () =>
      reducedMotion ? undefined : Autoplay({ delay: OFFERS_AUTOPLAY_MS, stopOnInteraction: false }),
    [reducedMotion],
  );
  const plugins = useMemo(() => (autoplay ? [autoplay] : []), [autoplay]);
  const { viewportRef, api, start } = useCarousel(CAROUSEL, plugins);
  const playing = useAutoplayPlaying(api, autoplay);

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 pt-6"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('offers.title')}
        </h2>
        {autoplay ? (
          <button
            type="button"
            onClick={() => {
              // Before the carousel has started, starting it plays it.
              if (!api) start();
              else if (playing) autoplay.stop();
              else autoplay.play();
            }}
            aria-label={playing ? t('offers.pause') : t('offers.play')}
            className="flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            )}
          </button>
        ) : null}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ms-4 flex">
          {SLIDES.map(({ promo, key, position, copy }) => (
            <div
              key={key}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slidePosition', { index: position, count: PROMOS.length })}
              aria-hidden={copy || undefined}
              className="min-w-0 shrink-0 grow-0 basis-full ps-4 sm:basis-1/2 lg:basis-1/3"
            >
              <OfferCard promo={promo} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
