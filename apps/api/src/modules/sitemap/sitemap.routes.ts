import { Readable } from 'node:stream';
import { LANGUAGES, PAGES_AT_THEIR_SLUG, type Lang } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../shared/public-origin.ts';
import {
  categoryPages,
  sitemapBlocks,
  sitemapRows,
  type SitemapKind,
} from './sitemap.repository.ts';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  sitemapIndex,
  urlEntries,
  type SitemapPage,
} from './sitemap-xml.ts';

const KINDS: readonly SitemapKind[] = ['ads', 'jobs', 'stores'];

/** Each kind's page, by id, as the web app addresses it. */
const PAGE_OF: Record<SitemapKind, (id: number) => (lang: Lang) => string> = {
  ads: (id) => (lang) => `/${lang}/ad/${String(id)}`,
  jobs: (id) => (lang) => `/${lang}/job/${String(id)}`,
  stores: (id) => (lang) => `/${lang}/store/${String(id)}`,
};

/** Pages of no kind: the home, the lists and the information pages. */
const FIXED_PAGES = [
  '',
  '/jobs',
  '/service-providers',
  '/about-us',
  '/contact-us',
  '/legals',
  ...PAGES_AT_THEIR_SLUG.map((slug) => `/${slug}`),
];

/** Files for crawlers, not operations of the API: left out of its OpenAPI document. */
const NOT_API = { schema: { hide: true } };

/** The sitemap's answers change slowly; search engines and caches may keep them this long. */
const CACHE_CONTROL = 'public, max-age=600';
/** Without PUBLIC_URL their addresses follow the request's host: no shared cache may keep them. */
const CACHE_CONTROL_OWN_HOST = 'private, max-age=600';

/**
 * `/robots.txt`, and `/sitemap.xml`: an index of paged sitemaps (`/sitemaps/pages.xml`, then
 * `/sitemaps/{ads|jobs|stores}-{block}.xml`, see `sitemapBlocks`) naming every public page in
 * both languages, each with its other language's address. A sitemap is written out as its rows
 * are read, a batch at a time, so a million ads take little memory.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  options: {
    publicUrl?: string;
    /**
     * The first segments of the private pages' paths, as the web build declares them (a
     * visitor's own pages, the sign-in pages, the console): none without one.
     */
    privatePathPrefixes: readonly string[];
  },
) {
  const originOf = (request: FastifyRequest) => publicOrigin(request, options.publicUrl);
  const cacheControl = options.publicUrl === undefined ? CACHE_CONTROL_OWN_HOST : CACHE_CONTROL;
  // Any ad or job offer listed or not, or any seller.
  const blocks = app.answerCache.define(
    {
      ttl: 60,
      topics: ['ads', 'jobs', 'sellers'],
      tags: () => ['listed:any', 'seller:any', 'jobs:listed'],
    },
    (kind: SitemapKind) => sitemapBlocks(app.db, kind),
  );

  app.get('/robots.txt', NOT_API, async (request, reply) => {
    const disallowed = [
      '/api/',
      // A visitor's own pages, the sign-in pages and the console.
      ...LANGUAGES.flatMap((lang) => options.privatePathPrefixes.map((page) => `/${lang}/${page}`)),
    ];
    const lines = [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', NOT_API, async (request, reply) => {
    const origin = originOf(request);
    const sitemaps: { loc: string; lastmod?: Date }[] = [{ loc: `${origin}/sitemaps/pages.xml` }];
    for (const kind of KINDS) {
      for (const { block, lastmod } of await blocks(kind)) {
        sitemaps.push({ loc: `${origin}/sitemaps/${kind}-${String(block)}.xml`, lastmod });
      }
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemapIndex(sitemaps));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', NOT_API, async (request, reply) => {
    const origin = originOf(request);
    const match = /^(ads|jobs|stores)-(\d{1,6})\.xml$/.exec(request.params.file);
    let pages: AsyncIterable<SitemapPage> | Iterable<SitemapPage>;
    if (request.params.file === 'pages.xml') {
      pages = [
        ...FIXED_PAGES.map((path) => ({ path: (lang: Lang) => `/${lang}${path}` })),
        ...(await categoryPages(app.db)).map((id) => ({
          path: (lang: Lang) => `/${lang}/category/${String(id)}`,
        })),
      ];
    } else if (match?.[1] !== undefined && match[2] !== undefined) {
      const kind = match[1] as SitemapKind;
      const block = Number(match[2]);
      if (!(await blocks(kind)).some((known) => known.block === block)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      pages = pagesOf(kind, block);
    } else {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    async function* xml() {
      yield URLSET_OPEN;
      for await (const page of pages) yield urlEntries(origin, page);
      yield URLSET_CLOSE;
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(Readable.from(xml()));
  });

  async function* pagesOf(kind: SitemapKind, block: number): AsyncGenerator<SitemapPage> {
    for await (const row of sitemapRows(app.db, kind, block)) {
      yield { path: PAGE_OF[kind](row.id), lastmod: row.lastmod, bilingual: row.bilingual };
    }
  }
}
