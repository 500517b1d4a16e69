import type { AutoplayType } from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useSyncExternalStore } from 'react';

const EVENTS = ['autoplay:play', 'autoplay:stop', 'reInit'] as const;

/** Whether the autoplay plugin is running now (it stops while a slide has focus, or on pause). */
export function useAutoplayPlaying(
  api: EmblaCarouselType | undefined,
  autoplay: AutoplayType | undefined,
): boolean {
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
