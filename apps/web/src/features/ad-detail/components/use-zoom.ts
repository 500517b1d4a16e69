import { useRef, useState, type PointerEvent } from 'react';

const ZOOMED = 2.5;
const MAX_SCALE = 4;

type Zoom = { scale: number; x: number; y: number };
const WHOLE: Zoom = { scale: 1, x: 0, y: 0 };

function distance(points: { x: number; y: number }[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * The zoom of the picture shown full screen: a button (or a double click) toggles it, two
 * fingers pinch it (1 to 4 times), one finger or the mouse pans a zoomed picture. `zoomed` is
 * read by the carousel, which must not take a pan or a pinch for a swipe.
 */
export function useZoom() {
  const [zoom, setZoom] = useState<Zoom>(WHOLE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const zoomed = useRef(false);

  const apply = (next: Zoom) => {
    zoomed.current = next.scale > 1;
    setZoom(next);
  };
  const reset = () => {
    pinch.current = null;
    apply(WHOLE);
  };
  const toggle = () => {
    if (zoom.scale > 1) reset();
    else apply({ scale: ZOOMED, x: 0, y: 0 });
  };

  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      zoomed.current = true;
      pinch.current = { distance: distance([...pointers.current.values()]), scale: zoom.scale };
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      const ratio = distance([...pointers.current.values()]) / pinch.current.distance;
      const scale = Math.min(MAX_SCALE, Math.max(1, pinch.current.scale * ratio));
      apply({ ...zoom, scale });
    } else if (zoom.scale > 1 && pointers.current.size === 1) {
      apply({ ...zoom, x: zoom.x + now.x - last.x, y: zoom.y + now.y - last.y });
    }
  };
  const onPointerEnd = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (zoom.scale <= 1) apply(WHOLE);
  };

  return {
    scale: zoom.scale,
    zoomed,
    toggle,
    reset,
    style: {
      transform: `translate(${String(zoom.x)}px, ${String(zoom.y)}px) scale(${String(zoom.scale)})`,
    },
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onDoubleClick: toggle,
    },
  };
}
