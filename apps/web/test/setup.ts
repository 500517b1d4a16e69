import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { loadLanguage } from '../src/shared/i18n/i18n';

await loadLanguage('en');

/**
 * Preact runs a component's effects after the next frame, or after 100 ms without one
 * (preact/hooks' RAF_TIMEOUT). A file that ends sooner leaves that timer behind, and it fired
 * once the page's globals were gone ("cancelAnimationFrame is not defined", seen when two files
 * ran at once): each file waits it out.
 */
const PREACT_FRAME_TIMEOUT_MS = 100;

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS + 50));
});
