import { createRoot, hydrateRoot as hydrateWithPreact } from 'preact/compat/client';
import type { ComponentChild } from 'preact';
import { setHydrating } from './react';

export { createRoot };

/** Preact's hydration runs at once; useSyncExternalStore reads server snapshots meanwhile. */
export function hydrateRoot(container: Element, children: ComponentChild) {
  setHydrating(true);
  try {
    return hydrateWithPreact(container, children);
  } finally {
    setHydrating(false);
  }
}

export default { createRoot, hydrateRoot };
