import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  COOKIES,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLang,
  type Answers,
  type Lang,
  type PagePlan,
  type PagePlans,
} from '@souq/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicMediaKey } from '../../shared/storage/media-path.ts';
import { UPLOADS_PREFIX, type MediaStorage } from '../../shared/storage/media-storage.ts';
import { apiMessage } from '../../shared/messages.ts';
import { isKnownOrigin, publicOrigin } from '../../shared/public-origin.ts';
import {
  BuiltPage,
  createPageCache,
  type PageAt,
  type PageRequest,
  type PageStatus,
} from './page-cache.ts';
import { answerPageCall } from './page-calls.ts';
import { pageCacheControl, type PageKeeping } from './page-cache-control.ts';
import { pageAddress } from './page-meta/page-meta.ts';
import { loadWebBuild, renderPage, type RenderedPage, type WebBuild } from './page-html.ts';
import { withoutTracking } from './page-query.ts';
import { preferredLanguage } from './preferred-language.ts';
import { renderThreads, type ServerRenderer } from './render-threads.ts';
import { renderTurns, type RenderTurn } from './render-turns.ts';

/**
 * `renderPage` of the web app's server build (apps/web src/entry-server.tsx): the page from the
 * answers of its calls, the addresses that answered 404 or 410 (`missing`) and those of them
 * that answered 410 (`gone`); its HTML is made in `inTurn`.
 */
type InProcessRenderer = (
  url: string,
  lang: Lang,
  answers: Answers,
  missing: readonly string[],
  gone: readonly string[],
  inTurn: RenderTurn,
) => Promise<RenderedPage | null>;

/**
 * The time renders may hold the event loop in each of its turns when they run in the server's
 * own thread (see render-turns.ts). At 500 connections a shorter turn kept /api/health's wait
 * lower for as many pages served, and a still shorter one served fewer
 * (docs/decisions/0055-render-threads.md).
 */
const RENDER_MS_PER_TURN = 6;

/**
 * The server build beside the web build, when there is one (`npm run build` makes it), run in
 * `threads` render threads (render-threads.ts), or in this thread, taking turns with the
 * requests, when `threads` is 0. Load it before registering `webPlugin`: on a busy machine its
 * import can outlast Fastify's plugin timeout.
 */
export async function loadServerRenderer(
  webDist: string,
  { threads, log }: { threads: number; log: FastifyBaseLogger },
): Promise<ServerRenderer | undefined> {
  const file = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  if (threads > 0) return renderThreads(file, threads, log);
  const module = (await import(pathToFileURL(file).href)) as { renderPage: InProcessRenderer };
  const inTurn = renderTurns(RENDER_MS_PER_TURN);
  return {
    render: ({ url, lang, answers, missing, gone }) =>
      module.renderPage(url, lang, answers, missing, gone, inTurn),
    close: () => Promise.resolve(),
  };
}

/**
 * The web app's page plans (apps/web src/entry-pages.ts: what each page's folder declares),
 * built beside its server renderer, when there is one. Loaded in this thread, before
 * registering `webPlugin`, like the renderer.
 */
export async function loadPagePlans(webDist: string): Promise<PagePlans | undefined> {
  const file = path.join(webDist, '.ssr', 'entry-pages.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PagePlans;
}

/**
 * Without the web build's plans, a page under a language is the app alone, in its language:
 * no data, no route module, no redirects.
 */
const PLAIN_PAGES: Pick<PagePlans, 'planPage' | 'pageRedirect'> = {
  planPage(url) {
    const [lang] = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean);
    return isLang(lang) ? { lang, calls: [] } : undefined;
  },
  pageRedirect: () => undefined,
};

/** How long a page waits for its calls before it is sent for the browser to render. */
const PAGE_CALLS_LIMIT_MS = 3_000;

/** Null once `ms` have passed. */
function timeLimit(ms: number): Promise<null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(null);
    }, ms).unref();
  });
}

/**
 * What a page's calls answered: their bodies by URL, the URLs that answered 404 or 410 (what
 * they ask for does not exist), and those that answered 410 (it existed and is gone); and what
 * the calls only its description reads answered (`metaAnswers`).
 */
type PlanAnswers = {
  answers: Map<string, unknown>;
  missing: string[];
  gone: string[];
  metaAnswers: Map<string, unknown>;
};

/**
 * The answers of a plan's calls, as an anonymous visitor in the page's language: by the reads
 * their routes make, called in this process without a request (page-calls.ts). A failed call is
 * left out, as are calls still running after PAGE_CALLS_LIMIT_MS: the page then makes them.
 */
async function planAnswers(app: FastifyInstance, plan: PagePlan): Promise<PlanAnswers> {
  const answers = new Map<string, unknown>();
  const missing: string[] = [];
  const gone: string[] = [];
  const metaAnswers = new Map<string, unknown>();
  const ask = (url: string) =>
    Promise.race([
      answerPageCall(app.pageReads, url, plan.lang, app.log),
      timeLimit(PAGE_CALLS_LIMIT_MS),
    ]);
  await Promise.all([
    ...plan.calls.map(async (url) => {
      const answer = await ask(url);
      if (answer?.status === 200) answers.set(url, answer.body);
      else if (answer) missing.push(url);
      if (answer?.status === 410) gone.push(url);
    }),
    ...(plan.metaCalls ?? []).map(async (url) => {
      const answer = await ask(url);
      if (answer?.status === 200) metaAnswers.set(url, answer.body);
    }),
  ]);
  return { answers, missing, gone, metaAnswers };
}

const NO_ANSWERS: PlanAnswers = {
  answers: new Map(),
  missing: [],
  gone: [],
  metaAnswers: new Map(),
};

/**
 * A page's status: 404 when it shows nothing (its address is under no language or names
 * nothing, or its thing was not found), 410 when its thing is gone (an ad sold past its week,
 * expired or deleted), else 200.
 */
function pageStatus(plan: PagePlan | undefined, { missing, gone }: PlanAnswers): PageStatus {
  if (!plan) return 404;
  if (plan.subject !== undefined && gone.includes(plan.subject)) return 410;
  const notFound =
    plan.notFound === true || (plan.subject !== undefined && missing.includes(plan.subject));
  return notFound ? 404 : 200;
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached),
 * the pictures under /media/, and index.html for every other page so the client router runs;
 * the pages come with their route's modules, data and largest picture as their folders declare
 * them (`pages`, the web build's plans), rendered on the server for anonymous visitors and
 * shared between them for `pageCacheSeconds` (0: never), by this process and by the caches in
 * front of it (`Cache-Control: public, s-maxage`; a signed-in visitor's page is `private`).
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: {
    webDist: string;
    mediaDir: string;
    storage: MediaStorage;
    renderer: ServerRenderer | undefined;
    pages: PagePlans | undefined;
    pageCacheSeconds: number;
    /** The site's public address (`PUBLIC_URL`); each request's origin when unset. */
    publicUrl: string | undefined;
  },
) {
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    // Its path arrives decoded and not normalised (`/uploads/../private/…` over a raw socket).
    allowedPath: (pathName) => publicMediaKey(pathName) !== undefined,
  });
  // Uploads in object storage, served at the same addresses as files would be.
  if (opts.storage.kind !== 'local') serveStoredUploads(app, opts.storage);

  let sendPage: PageSender | undefined;
  if (existsSync(path.join(opts.webDist, 'index.html'))) {
    sendPage = pageSender(
      app,
      loadWebBuild(opts.webDist),
      opts.renderer,
      opts.pages ?? PLAIN_PAGES,
      {
        cacheSeconds: opts.pageCacheSeconds,
        publicUrl: opts.publicUrl,
      },
    );
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build's `.br` and `.gz` of each script and stylesheet (apps/web vite.config.ts).
      preCompressed: true,
      // Set below: `send`'s own header (max-age=0) would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The bare root by the language saved by the web app (its cookie), else the browser's.
    app.get('/', (request, reply) => {
      const saved = request.cookies[LANGUAGE_STORAGE_KEY];
      const lang = isLang(saved) ? saved : preferredLanguage(request.headers['accept-language']);
      return reply
        .header('vary', 'accept-language, cookie')
        .header('cache-control', 'no-cache')
        .redirect(`/${lang}`, 302);
    });
    // Routes rather than the not-found handler, so that @fastify/compress (per route) applies.
    for (const lang of LANGUAGES) {
      app.get(`/${lang}`, sendPage);
      app.get(`/${lang}/*`, sendPage);
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
    if (sendPage && wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ message: apiMessage('not_found', request.lang) });
  });
}

/**
 * `/media/uploads/…` from object storage: its name is random and never reused, so it is
 * cached as long as a file is.
 */
function serveStoredUploads(app: FastifyInstance, storage: MediaStorage): void {
  app.get(`/media/${UPLOADS_PREFIX}*`, async (request, reply) => {
    const key = uploadKeyOfPath(request.url.split('?')[0] ?? '');
    const file = key === undefined ? undefined : await storage.get(key);
    if (!file) return reply.code(404).send({ message: apiMessage('not_found', request.lang) });
    return reply
      .header('cache-control', 'public, max-age=604800')
      .header('content-length', String(file.size))
      .type(file.contentType)
      .send(file.body);
  });
}

/** The upload a raw `/media/uploads/…` path names, decoded as the files' paths are. */
function uploadKeyOfPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(rawPath.slice('/media'.length));
  } catch {
    return undefined;
  }
  const key = publicMediaKey(decoded);
  return key?.startsWith(UPLOADS_PREFIX) ? key : undefined;
}

type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

function pageSender(
  app: FastifyInstance,
  web: WebBuild,
  renderer: ServerRenderer | undefined,
  { planPage, pageRedirect }: Pick<PagePlans, 'planPage' | 'pageRedirect'>,
  { cacheSeconds, publicUrl }: { cacheSeconds: number; publicUrl: string | undefined },
): PageSender {
  async function buildPage({ url, origin }: PageAt): Promise<BuiltPage> {
    const started = performance.now();
    const plan = planPage(url);
    const planned = plan ? await planAnswers(app, plan) : NO_ANSWERS;
    const { answers, metaAnswers } = planned;
    const answered = performance.now();
    const status = pageStatus(plan, planned);
    const rendered = await renderOnServer(renderer, app.log, url, plan, planned);
    const address = pageAddress(url, origin, plan?.canonicalQuery);
    const html = renderPage(web, plan, { address, answers, rendered, metaAnswers });
    const timings = { data: answered - started, render: performance.now() - answered };
    // Only a page rendered whole is shared, and never a not-found one (any address makes one).
    return new BuiltPage(html, rendered !== null && status === 200, timings, status);
  }
  // Each page is dropped by the changes of what it shows, in any process (page-cache.ts).
  const cache =
    cacheSeconds > 0 ? createPageCache(cacheSeconds, app.contentChanges, buildPage) : undefined;

  /**
   * A page for an anonymous visitor (with its data, maybe shared with others: `shared`), or the
   * bare app for a signed-in one: their answers differ (likes, favourites), so their page asks
   * for itself. `keeping` says who else may keep it (page-cache-control.ts).
   */
  async function pageFor(
    request: FastifyRequest,
  ): Promise<{ page: BuiltPage; shared: boolean; keeping: PageKeeping }> {
    const signedIn = request.cookies[COOKIES.token] ?? request.cookies[COOKIES.user];
    // One page for every campaign's or share's address of it: rendered and kept once.
    const url = withoutTracking(request.url);
    const plan = planPage(url);
    if (signedIn || !plan || plan.calls.length === 0) {
      // Its address alone can tell that a page shows nothing; its thing is not looked up.
      const status = pageStatus(plan, NO_ANSWERS);
      const origin = publicOrigin(request, publicUrl);
      const address = pageAddress(url, origin, plan?.canonicalQuery);
      const html = renderPage(web, plan, { address, answers: new Map() });
      const page = new BuiltPage(html, false, undefined, status);
      const keeping = plan?.noStore ? 'never' : signedIn ? 'private' : 'revalidate';
      return { page, shared: false, keeping };
    }
    const at = { url, origin: publicOrigin(request, publicUrl) };
    if (!cache || !isKnownOrigin(request, publicUrl)) {
      return { page: await buildPage(at), shared: false, keeping: 'revalidate' };
    }
    const build: PageRequest['build'] = { ran: false };
    const page = await cache.get({ ...at, build });
    const shared = build.page !== page;
    app.telemetry.pageCache.inc({ result: shared ? 'hit' : 'miss' });
    // What this process shares, a cache in front may share too, for as long.
    return { page, shared, keeping: page.shareable ? 'shared' : 'revalidate' };
  }

  return async (request, reply) => {
    const redirect = pageRedirect(request.url);
    if (redirect !== undefined) return reply.redirect(redirect, 301);
    const { page, shared, keeping } = await pageFor(request);
    const { encoding, payload } = await page.body(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    // Vary whether or not this one is compressed: a cache keeps one copy per encoding.
    return reply
      .code(page.status)
      .header('cache-control', pageCacheControl(keeping, cacheSeconds))
      .header('vary', 'accept-encoding')
      .header('server-timing', shared ? 'cache;desc=shared' : page.serverTiming())
      .type('text/html; charset=utf-8')
      .send(payload);
  };
}

/**
 * The page rendered on the server when every one of its calls was answered (a 404 too: the page
 * is then the not-found page); otherwise (or if rendering fails) the browser renders it and
 * makes its calls.
 */
async function renderOnServer(
  renderer: ServerRenderer | undefined,
  log: FastifyBaseLogger,
  url: string,
  plan: PagePlan | undefined,
  { answers, missing, gone }: PlanAnswers,
): Promise<RenderedPage | null> {
  if (!renderer || !plan || answers.size === 0) return null;
  if (answers.size + missing.length < plan.calls.length) return null;
  try {
    return await renderer.render({ url, lang: plan.lang, answers, missing, gone });
  } catch (error) {
    log.warn({ err: error }, 'server rendering failed; the browser renders the page');
    return null;
  }
}
