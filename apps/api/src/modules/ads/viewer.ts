import type { Lang } from '@souq/contracts';
import type { FastifyRequest } from 'fastify';

/** Who asks: the language of the answer and the signed-in user (for `is_liked`/`is_favorite`). */
export type Viewer = { lang: Lang; userId: number | null };

export function viewerOf(request: FastifyRequest): Viewer {
  return { lang: request.lang, userId: request.user?.id ?? null };
}
