import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => undefined;
}

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards and
 * in every render made in the browser: for what only the browser can compute.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
