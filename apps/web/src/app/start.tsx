import './document-title';
import { ALIVE_MARK, HYDRATING_EVENT, START_FAILED_EVENT, resolveLang } from '@souq/contracts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { keyThisHistoryEntry } from './history-entry-key';
import { createRoutes } from './routes';
import { pagePreloadsAdded } from './page-preloads';
import { registerSessionExpiry } from './session-expiry';
import { registerServiceWorker } from './service-worker';
import { setHydrating } from '../shared/lib/sanitize-html';
import { readSsrState } from './ssr-state';
import { applyLanguage } from '../shared/i18n/apply-language';
import { i18n, loadLanguage } from '../shared/i18n/i18n';
import { languageFromPath } from '../shared/i18n/language-rules';
import { yieldToMain } from '../shared/lib/yield-to-main';
import { afterHydration, hydrateInTurns } from '../shared/ui/hydrate-later';

const queryClient = createQueryClient();
const routes = createRoutes(() => queryClient);

/** Loads the lazy modules of the routes of this address, as hydration needs them rendered at once. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Resolves once the router has loaded the first page's route module and run its loaders. */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Runs once the first render (or hydration) is on screen. */
function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

async function start(container: HTMLElement): Promise<void> {
  // Evaluating the scripts is one long task already: the router and the first render start
  // in the next one.
  await yieldToMain();
  let ssr = readSsrState(document);
  if (ssr) {
    hydrate(queryClient, ssr.queries);
    // The loaders do not run on hydration: the language loader's own work (saving it) is done here.
    const lang = languageFromPath(window.location.pathname);
    const [routesLoaded] = await Promise.all([
      pagePreloadsAdded(document)
        .then(loadMatchedRoutes)
        .then(
          () => true,
          () => false,
        ),
      lang ? applyLanguage(lang) : undefined,
    ]);
    // A route module that did not load (a lost connection) cannot hydrate the server's page:
    // the app renders afresh, and the router shows the error screen.
    if (!routesLoaded) ssr = null;
  }
  // Every screen, the error screen included, renders translated.
  await loadLanguage(resolveLang(i18n.language));
  // Alive once the first render is on screen and every section left for later has hydrated.
  const markAlive = () => {
    afterHydration(() => {
      setHydrating(false);
      performance.mark(ALIVE_MARK);
      document.dispatchEvent(new Event(ALIVE_MARK));
      registerServiceWorker();
    });
  };
  keyThisHistoryEntry();
  const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : {});
  registerSessionExpiry(router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        <AfterFirstRender run={markAlive} />
      </AppProviders>
    </StrictMode>
  );
  // Otherwise index.html's shell stays on screen until the first page can render whole. A page
  // to hydrate starts in a task after the router's.
  if (!ssr) await routerReady(router);
  else await yieldToMain();
  // Preact hydrates (or renders) a page in one task: it has no concurrent rendering to slice it
  // (docs/decisions/0081-preact-behind-react-api.md). The sections in HydrateLater hydrate in
  // tasks after it.
  setHydrating(ssr !== null);
  if (ssr) {
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    hydrateInTurns(() => hydrateRoot(container, app));
  } else createRoot(container).render(app);
}

/**
 * Starts the app in `#root`: hydrates the server's page, or renders the first one. When it cannot
 * (its texts did not load), a server-rendered page stays as it came: its links and text work.
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  start(container).catch((error: unknown) => {
    document.dispatchEvent(new Event(START_FAILED_EVENT));
    console.error('The app could not start', error);
  });
}
