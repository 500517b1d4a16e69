import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger (or the mouse) moves sideways before a press counts as a swipe. */
const SWIPE_PX = 40;

/**
 * A sideways swipe on an element: `onSwipe('next')` when it goes towards the reading start (the
 * next picture comes in from the reading end), `'previous'` the other way. A press that swiped
 * is not also a click.
 */
export function useSwipe(rtl: boolean, onSwipe: (to: 'next' | 'previous') => void) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const moved = event.clientX - start.current;
      start.current = null;
      if (Math.abs(moved) < SWIPE_PX) return;
      swiped.current = true;
      const towardsStart = rtl ? moved > 0 : moved < 0;
      onSwipe(towardsStart ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (swiped.current) event.stopPropagation();
      swiped.current = false;
    },
  };
}
