import type { Lang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every console query is under `admin`: an action refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  of: (lang: Lang, ...rest: readonly unknown[]) => ['admin', lang, ...rest] as const,
};

/**
 * After a staff action: the console's lists and figures, and the public ads (an ad hidden,
 * restored or approved, a banned seller's ads gone).
 */
export async function refreshAfterAction(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['ads'] }),
  ]);
}
