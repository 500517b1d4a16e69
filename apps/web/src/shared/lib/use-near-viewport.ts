import { useCallback, useState } from 'react';

/** How far below the screen a part starts loading: about one phone screen ahead of the reader. */
const AHEAD = '800px 0px';

/**
 * For a part below the fold that loads its code or data only when the reader comes near it: a
 * ref for the element that stands in for it, and whether it has come within AHEAD of the screen
 * (it stays true). False on the server and during hydration, so both render the stand-in.
 */
export function useNearViewport(): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: Element | null) => {
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // What comes in renders after the observer's own task, never inside a tap's.
          setNear(true);
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, near];
}
