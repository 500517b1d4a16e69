import type { FastifyRequest } from 'fastify';

/**
 * The site's public origin (`https://souq.example`, no trailing slash): `PUBLIC_URL` when set,
 * else the request's own. Absolute addresses made for crawlers (sitemaps, canonical links,
 * social cards) start with it.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
