/**
 * React Router knows a history entry by `history.state.key`. An entry the browser made itself
 * (an address typed, a link from another site, a link followed before the app started) has none,
 * so every such entry was "default": `<ScrollRestoration>` kept one scroll position for all of
 * them and gave the last one's to the next, and a new page opened halfway down. Each such entry
 * gets a key of its own, as React Router's framework mode does; a reload keeps `history.state`,
 * so a page reloaded still comes back where it was.
 */
export function keyThisHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'key' in state) return;
  const kept = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...kept, key: Math.random().toString(36).slice(2, 10) }, '');
}
