import { directionOf } from '@souq/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback } from 'react';
import { useLang } from '../../../shared/i18n/use-lang';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type EmblaPlugins = Parameters<typeof useEmblaCarousel>[1];

/**
 * Embla in the page's direction: in Arabic the first slide sits at the right edge and 'next'
 * moves leftwards. Embla re-initialises itself when the options (the language) change.
 */
export function useCarousel(options: Omit<EmblaOptions, 'direction'>, plugins?: EmblaPlugins) {
  const lang = useLang();
  const [viewportRef, api] = useEmblaCarousel(
    { ...options, direction: directionOf(lang) },
    plugins,
  );
  const scrollPrev = useCallback(() => {
    api?.scrollPrev();
  }, [api]);
  const scrollNext = useCallback(() => {
    api?.scrollNext();
  }, [api]);
  return { viewportRef, api, scrollPrev, scrollNext };
}
