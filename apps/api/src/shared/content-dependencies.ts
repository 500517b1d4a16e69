import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentTag } from './content-changes.ts';

const collecting = new AsyncLocalStorage<Set<ContentTag>>();

/**
 * Notes that what is being made (a page, see plugins/web/page-cache.ts) shows these: a change
 * of one of them drops it. The reads a page's calls make note what their answers show (the
 * answer cache does it for its answers); outside `collectDependencies`, nothing.
 */
export function dependsOn(tags: Iterable<ContentTag>): void {
  const collected = collecting.getStore();
  if (!collected) return;
  for (const tag of tags) collected.add(tag);
}

/**
 * Runs `work`, and gives what it noted with `dependsOn` (`tags`, filled as it goes), which
 * also counts for the work this runs in, if any, whether it succeeds or fails.
 */
export async function collectDependencies<T>(
  work: () => Promise<T>,
  tags = new Set<ContentTag>(),
): Promise<{ result: T; tags: ReadonlySet<ContentTag> }> {
  try {
    return { result: await collecting.run(tags, work), tags };
  } finally {
    dependsOn(tags);
  }
}
