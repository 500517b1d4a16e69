import type { AutoplayType } from 'embla-carousel-autoplay';
import type useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

const EVENTS = ['autoplay:play', 'autoplay:stop', 'reInit'] as const;

/** Whether the autoplay plugin is running now (it stops while a slide has focus, or on pause). */
export function useAutoplayPlaying(api: EmblaApi, autoplay: AutoplayType | undefined): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The plugin emits play/stop just before it updates `isPlaying()`: read it afterwards.
      const notify = () => {
        queueMicrotask(onChange);
      };
      for (const event of EVENTS) api?.on(event, notify);
      return () => {
        for (const event of EVENTS) api?.off(event, notify);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => api !== undefined && autoplay?.isPlaying() === true,
    () => false,
  );
}
