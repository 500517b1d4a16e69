import { directionOf } from '@souq/contracts';
import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaOptionsType,
  type EmblaPluginType,
} from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang } from '../../../shared/i18n/use-lang';
import { whenIdle } from '../../../shared/lib/when-idle';

export type CarouselOptions = Omit<EmblaOptionsType, 'direction'>;

/**
 * Embla on the element given to `viewportRef`, in the page's direction: in Arabic the first
 * slide sits at the right edge and 'next' moves leftwards. It starts again when the language,
 * the options or the plugins change: pass constants (or memoized values).
 *
 * Embla measures every slide when it starts (a forced layout; with the others, most of one long
 * task on a slow phone when they all started in hydration's effects:
 * docs/decisions/0059-hydration-task-only-hydrates.md). So each carousel starts
 * in an idle moment of its own, and at once when the reader uses it first (a press on it,
 * `start`, or an arrow): until then the server's slides stand still.
 */
export function useCarousel(options: CarouselOptions, plugins?: EmblaPluginType[]) {
  const direction = directionOf(useLang());
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const startNow = useRef<() => EmblaCarouselType | undefined>(() => undefined);

  useEffect(() => {
    if (!viewport) return undefined;
    let carousel: EmblaCarouselType | undefined;
    const start = () => {
      if (!carousel) {
        carousel = EmblaCarousel(viewport, { ...options, direction }, plugins);
        setApi(carousel);
      }
      return carousel;
    };
    startNow.current = start;
    const cancel = whenIdle(start);
    // A reader who drags before that idle moment: Embla starts on the press, in time to follow
    // the drag (it listens to the mousedown or touchstart that comes after the pointerdown).
    viewport.addEventListener('pointerdown', start, { capture: true, once: true });
    return () => {
      cancel();
      viewport.removeEventListener('pointerdown', start, { capture: true });
      carousel?.destroy();
      setApi(undefined);
      startNow.current = () => undefined;
    };
  }, [viewport, direction, options, plugins]);

  const start = useCallback(() => {
    startNow.current();
  }, []);
  const scrollPrev = useCallback(() => {
    startNow.current()?.scrollPrev();
  }, []);
  const scrollNext = useCallback(() => {
    startNow.current()?.scrollNext();
  }, []);
  return { viewportRef: setViewport, api, start, scrollPrev, scrollNext };
}
