import { useSyncExternalStore } from 'react';

/** Spec 3 "Search overlay state": one open flag, so any page can open the header's search. */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openSearchOverlay(): void {
  setOpen(true);
}

export function closeSearchOverlay(): void {
  setOpen(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the header's search overlay is open (never on the server). */
export function useSearchOverlayOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
