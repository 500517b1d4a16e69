import './index.css';
import './shared/i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { registerSessionExpiry } from './app/session-expiry';

registerSessionExpiry();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves once the router has loaded the first page's route module and run its loaders. */
function routerReady(): Promise<void> {
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

// index.html's shell stays on screen until the first page can render whole (no blank between).
// A transition lets React yield to the browser while it renders that page, instead of one long
// task that keeps a slow phone from responding.
void routerReady().then(() => {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
