import { lazy, Suspense } from 'react';

const Overlay = lazy(async () => ({
  default: (await import('./components/search-overlay')).SearchOverlay,
}));

/** The overlay's code (results, highlighting) loads on the first open, not with every page. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Overlay onClose={onClose} />
    </Suspense>
  );
}
