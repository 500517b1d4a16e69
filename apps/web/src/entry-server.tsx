import { type Lang } from '@souq/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { routes } from './app/routes';
import type { SsrState } from './app/ssr-state';
import { sanitizeOnServer } from './server/sanitize-on-server';
import { setPageData } from './shared/http/page-data';
import { i18n } from './shared/i18n/i18n';
import { setServerSanitizer } from './shared/lib/sanitize-html';

export type ServerPage = { html: string; state: SsrState };

const handler = createStaticHandler(routes);

setServerSanitizer(sanitizeOnServer);

// A failed call is not retried here: the page then falls back to rendering in the browser.
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

/** Waits until the calls the route loaders started have settled. */
async function settled(): Promise<void> {
  while (queryClient.isFetching() > 0) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function render(url: string, lang: Lang, answers: Answers): Promise<ServerPage | null> {
  queryClient.clear();
  setPageData({ lang, answers: new Map(answers) });
  try {
    await i18n.changeLanguage(lang);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.errors) return null;
    await settled();
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status !== 'success')) return null;
    const html = renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>,
    );
    return {
      html,
      state: {
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      },
    };
  } finally {
    setPageData(null);
    queryClient.clear();
  }
}

type Answers = ReadonlyMap<string, unknown>;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a page to HTML for an anonymous visitor, from the API answers of its first calls
 * (apps/api plugins/web). The app's query client, i18next instance and page data are
 * module-wide, so pages render one at a time. Null when the page cannot be rendered whole
 * (a redirect, a loader error, a call without an answer): the browser then renders it.
 */
export function renderPage(url: string, lang: Lang, answers: Answers): Promise<ServerPage | null> {
  const page = queue.then(() => render(url, lang, answers));
  queue = page.catch(() => undefined);
  return page;
}
