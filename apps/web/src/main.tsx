import './index.css';

/**
 * The app is a chunk of its own rather than part of the entry, whose stylesheet would otherwise
 * go with every chunk that imports from it (vite.config.ts). The server preloads it (apps/api
 * plugins/web), and it renders its first page in a task after the one that evaluates it.
 */
void import('./app/start').then(({ startApp }) => {
  startApp();
});
