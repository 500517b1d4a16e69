import type { Lang } from '@souq/contracts';

/**
 * What a page rendered on the server is rendered from: the answers of its API GETs by URL, the
 * URLs that answered 404 or 410 (the page's subject, an ad, a job…, does not exist) and those of
 * them that answered 410 (it existed and is gone). The browser gets the page's state from the
 * render itself (app/ssr-state.ts), never these.
 */
export type RenderAnswers = {
  lang: Lang;
  answers: Map<string, unknown>;
  missing: Set<string>;
  gone: Set<string>;
};

let currentRender: (() => RenderAnswers | undefined) | undefined;

/**
 * entry-server.tsx gives the answers of the page being rendered (each render has its own, as
 * pages render at the same time).
 */
export function setRenderAnswers(source: () => RenderAnswers | undefined): void {
  currentRender = source;
}

/** The language of the page the server is rendering; undefined in the browser. */
export function renderLanguage(): Lang | undefined {
  return currentRender?.()?.lang;
}

/**
 * The server's answer to `GET url` in `lang` for the page being rendered, once: its render uses
 * it instead of a request.
 */
export function takeRenderAnswer(url: string, lang: Lang): unknown {
  const render = currentRender?.();
  if (render?.lang !== lang) return undefined;
  const answer = render.answers.get(url);
  render.answers.delete(url);
  return answer;
}

/**
 * What the server found at `GET url` in `lang` for the page being rendered when it found nothing
 * there, once: 404, or 410 for a thing that is gone. The route's loader then renders the
 * not-found page without asking.
 */
export function takeRenderMissing(url: string, lang: Lang): 404 | 410 | undefined {
  const render = currentRender?.();
  if (render?.lang !== lang || !render.missing.delete(url)) return undefined;
  return render.gone.has(url) ? 410 : 404;
}
