import type { FastifyRequest } from 'fastify';

/**
 * The site's public origin (`https://souq.example`, no trailing slash): `PUBLIC_URL` when set,
 * else the request's own. Absolute addresses made for crawlers (sitemaps, canonical links,
 * social cards) start with it.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The names of this machine, whose pages may be kept when the site has no `PUBLIC_URL`. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether what is made for this request's origin may be kept and given to others: always with
 * `PUBLIC_URL` (the only origin), else only for this machine's names (development, tests), so
 * that requests naming other hosts cannot fill a cache with pages for hosts of their choosing.
 */
export function isKnownOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl !== undefined || LOOPBACK_HOSTS.has(request.hostname);
}
