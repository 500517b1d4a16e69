import { AsyncLocalStorage } from 'node:async_hooks';
import { type Lang } from '@souq/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import type { SsrState } from './app/ssr-state';
import { sanitizeOnServer } from '@souq/contracts/sanitize-on-server';
import { setRenderAnswers, type RenderAnswers } from './shared/http/render-answers';
import { addTranslation, pageI18n } from './shared/i18n/i18n';
import accountAr from './locales/account/ar.json';
import accountEn from './locales/account/en.json';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { setServerSanitizer } from './shared/lib/sanitize-html';

export type ServerPage = { html: string; state: SsrState };

type Answers = ReadonlyMap<string, unknown>;

/** How long a page's calls may take once its loaders have started them. */
const SETTLE_LIMIT_MS = 2_000;

/** The page each render is making: its answers, found by the calls its loaders start. */
const currentPage = new AsyncLocalStorage<RenderAnswers & { queryClient: QueryClient }>();
setRenderAnswers(() => currentPage.getStore());

/**
 * The routes and their handler, made once: matching ranks every route, which took about a sixth
 * of a render when each render made its own. Their loaders start calls in the query client of
 * the render they run in.
 */
const handler = createStaticHandler(
  createRoutes(() => {
    const page = currentPage.getStore();
    if (!page) throw new Error('a route loader ran outside a server render');
    return page.queryClient;
  }),
);
setServerSanitizer(sanitizeOnServer);
for (const [lang, texts] of [
  ['ar', [ar, accountAr]],
  ['en', [en, accountEn]],
] as const) {
  for (const part of texts) addTranslation(lang, part);
}

/** True once no call of `queryClient` is in flight; false if one is still running at the limit. */
function settled(queryClient: QueryClient, limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve(true);
      return;
    }
    const finish = (done: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(done);
    };
    const timer = setTimeout(() => {
      finish(false);
    }, limitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish(true);
    });
  });
}

/** Runs the synchronous work of a render when the server gives it its turn (apps/api). */
type RenderTurn = <T>(work: () => T) => Promise<T>;

const atOnce: RenderTurn = (work) => Promise.resolve(work());

async function render(
  queryClient: QueryClient,
  url: string,
  lang: Lang,
  inTurn: RenderTurn,
): Promise<ServerPage | null> {
  try {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return null;
    // The not-found page is rendered; any other error is left to the browser.
    if (context.errors && context.statusCode !== 404 && context.statusCode !== 410) return null;
    if (!(await settled(queryClient, SETTLE_LIMIT_MS))) return null;
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status !== 'success')) return null;
    const html = await inTurn(() =>
      renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient} i18n={pageI18n(lang)}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return {
      html,
      state: {
        queries: dehydrate(queryClient),
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: context.errors,
        },
      },
    };
  } finally {
    queryClient.clear();
  }
}

/**
 * Renders a page to HTML for an anonymous visitor, from the API answers of its first calls and
 * the addresses that answered 404 or 410 and those of them that answered 410 (apps/api
 * plugins/web): a page whose thing is missing or gone is the not-found page. Each render has its
 * own query client, i18next instance and answers, so pages render side by side; its HTML is made
 * when `inTurn` runs it (the server gives renders their turns of its event loop). Null when the page cannot be rendered whole (a redirect, a loader error
 * other than not-found, a call without an answer, or calls still running after
 * SETTLE_LIMIT_MS): the browser then renders it.
 */
export function renderPage(
  url: string,
  lang: Lang,
  answers: Answers,
  missing: readonly string[] = [],
  gone: readonly string[] = [],
  inTurn: RenderTurn = atOnce,
): Promise<ServerPage | null> {
  const queryClient = createQueryClient({ onServer: true });
  const page = {
    lang,
    answers: new Map(answers),
    missing: new Set(missing),
    gone: new Set(gone),
    queryClient,
  };
  return currentPage.run(page, () => render(queryClient, url, lang, inTurn));
}

/** `renderPage` in a render thread of the server (apps/api plugins/web/render-threads.ts). */
export function renderTask(task: {
  url: string;
  lang: Lang;
  answers: Answers;
  missing: readonly string[];
  gone: readonly string[];
}): Promise<ServerPage | null> {
  return renderPage(task.url, task.lang, task.answers, task.missing, task.gone);
}
