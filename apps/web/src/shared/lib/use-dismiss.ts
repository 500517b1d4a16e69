import { useLayoutEffect, type RefObject } from 'react';

/** How a popup was dismissed: Esc (focus goes back to its opener) or a press outside it. */
export type Dismissal = 'escape' | 'outside';

/**
 * Dismisses a popup (a menu, a list) while `open`: on Esc anywhere, or on a press outside
 * `root` (the popup and its opener). It listens from the frame the popup is drawn in (a layout
 * effect): an Esc pressed as soon as the popup shows must close it.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (how: Dismissal) => void,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, onDismiss]);
}
