import { vi } from 'vitest';
import type { AppOptions } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  SEARCH_ENGINE_NAMES,
  type SearchEngineName,
} from '../../src/modules/ads/search-engine/search-engine.ts';
import { createTestApp, type TestContext } from './app.ts';

export { SEARCH_ENGINE_NAMES };

/**
 * An app whose searches and narrowed listings `engine` answers (`createTestApp`), once it is
 * ready: the memory engine's copy loaded, so that the copy answers and not the database meanwhile.
 */
export async function createEngineApp(
  engine: SearchEngineName,
  overrides: Partial<Omit<AppOptions, 'database'>> = {},
  shared?: DatabaseHandle,
): Promise<TestContext> {
  const t = await createTestApp({ ...overrides, searchEngine: engine }, shared);
  await vi.waitFor(
    () => {
      if (!t.app.searchEngine.ready) throw new Error(`the ${engine} search engine is not ready`);
    },
    { timeout: 10_000 },
  );
  return t;
}
