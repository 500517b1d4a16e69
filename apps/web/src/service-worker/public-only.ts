import type { WorkboxPlugin } from 'workbox-core';

/**
 * Whether the worker may keep an answer: a 200 that its server marked `public`, as it marks the
 * pages it shares between anonymous visitors (apps/api plugins/web/page-cache-control.ts). A
 * signed-in visitor's page (`private`), the console's (`no-store`) and any answer without the
 * mark are never kept.
 */
export function isPublicAnswer(response: Response): boolean {
  if (response.status !== 200) return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  return (
    directives.includes('public') &&
    !directives.includes('private') &&
    !directives.includes('no-store')
  );
}

/** A strategy's plugin that keeps only the answers `isPublicAnswer` allows. */
export const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null),
};
