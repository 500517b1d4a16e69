// `react` for the app and its libraries: Preact's compat layer (vite.config.ts, preactAliases),
// with React's meaning of a transition. JavaScript: Preact's compat types are one `export =`,
// which TypeScript cannot re-export (the app is type-checked against @types/react).
export * from 'preact/compat';
export { default } from 'preact/compat';

/** How long a transition waits for a frame: a hidden page paints none. */
const FRAME_LIMIT_MS = 250;

/**
 * A transition is an update that may wait so that the browser answers the input first (React
 * renders it without blocking). Preact renders an update at once, so React Router's navigations,
 * which it starts in transitions, re-rendered the page in the task of the tap that started them,
 * before the browser could paint the tap. Here the update starts once the browser has painted
 * (at once on the server), or after FRAME_LIMIT_MS if no frame has come.
 * @param {() => void} scope
 */
export function startTransition(scope) {
  if (typeof document === 'undefined') {
    scope();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    scope();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FRAME_LIMIT_MS);
}
