import './index.css';

/**
 * The app is a chunk of its own rather than part of the entry, whose stylesheet would otherwise
 * go with every chunk that imports from it (vite.config.ts). The server preloads it (apps/api
 * plugins/web), and it renders its first page in a task after the one that evaluates it.
 * Evaluating the app's modules is a long task on a slow phone: i18next and the texts' setup are
 * evaluated first, in a task of their own (a dynamic import resolves in a later task), then the
 * rest.
 */
void import('./shared/i18n/i18n')
  .then(() => import('./app/start'))
  .then(({ startApp }) => {
    startApp();
  });
