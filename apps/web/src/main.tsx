import './index.css';
import { yieldToMain } from './shared/lib/yield-to-main';

/**
 * The scripts are evaluated in two tasks rather than one (together about 300 ms on a phone,
 * during which a tap waits): React's DOM renderer, then the app. The server preloads both
 * (apps/api plugins/web), so each waits only for its turn.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./app/start');
  startApp();
}

void boot();
