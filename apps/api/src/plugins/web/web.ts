import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COOKIES, LANGUAGES, type Lang } from '@souq/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessage } from '../../shared/messages.ts';
import { loadWebBuild, renderPage, type RenderedPage, type WebBuild } from './page-html.ts';
import { pagePlan, type Answers, type PagePlan } from './page-plans.ts';

/** `renderPage` of the web app's server build (apps/web src/entry-server.tsx). */
export type ServerRenderer = (
  url: string,
  lang: Lang,
  answers: Answers,
) => Promise<RenderedPage | null>;

/**
 * The server build beside the web build, when there is one (`npm run build` makes it). Load it
 * before registering `webPlugin`: on a busy machine its import can outlast Fastify's plugin
 * timeout.
 */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | undefined> {
  const file = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: ServerRenderer };
  return module.renderPage;
}

/**
 * The answers of a plan's calls, made inside this server as an anonymous visitor in the page's
 * language. Only for visitors without a session: a signed-in visitor's answers differ (likes,
 * favourites), so their page asks for itself. A failed call is left out; the page then makes it.
 */
async function planAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  plan: PagePlan | undefined,
): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  const signedIn = request.cookies[COOKIES.token] ?? request.cookies[COOKIES.user];
  if (!plan || plan.calls.length === 0 || signedIn) return answers;
  const replies = await Promise.all(
    plan.calls.map((url) =>
      app.inject({ method: 'GET', url, headers: { lang: plan.lang, accept: 'application/json' } }),
    ),
  );
  replies.forEach((reply, index) => {
    const url = plan.calls[index];
    if (url !== undefined && reply.statusCode === 200) answers.set(url, reply.json());
  });
  return answers;
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached),
 * the pictures under /media/, and index.html for every other page so the client router runs;
 * the home, category and ad pages come with their route's modules, data and largest picture
 * (page-plans.ts).
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: { webDist: string; mediaDir: string; renderer: ServerRenderer | undefined },
) {
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  let build: WebBuild | undefined;
  let renderer: ServerRenderer | undefined;
  if (existsSync(path.join(opts.webDist, 'index.html'))) {
    build = loadWebBuild(opts.webDist);
    renderer = opts.renderer;
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  if (build) {
    const web = build;
    // Routes rather than the not-found handler, so that @fastify/compress (per route) applies.
    for (const lang of LANGUAGES) {
      app.get(`/${lang}`, (request, reply) => sendPage(app, web, renderer, request, reply));
      app.get(`/${lang}/*`, (request, reply) => sendPage(app, web, renderer, request, reply));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
    if (build && wantsPage) return sendPage(app, build, renderer, request, reply);
    return reply.code(404).send({ message: apiMessage('not_found', request.lang) });
  });
}

async function sendPage(
  app: FastifyInstance,
  build: WebBuild,
  renderer: ServerRenderer | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const plan = pagePlan(request.url);
  const answers = await planAnswers(app, request, plan);
  const rendered = await renderOnServer(renderer, request, plan, answers);
  const html = renderPage(build, plan, answers, rendered);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/**
 * The page rendered on the server when every one of its calls was answered; otherwise (or if
 * rendering fails) the browser renders it, from the answers it has.
 */
async function renderOnServer(
  renderer: ServerRenderer | undefined,
  request: FastifyRequest,
  plan: PagePlan | undefined,
  answers: Answers,
): Promise<RenderedPage | null> {
  if (!renderer || !plan || answers.size === 0 || answers.size < plan.calls.length) return null;
  try {
    return await renderer(request.url, plan.lang, answers);
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
    return null;
  }
}
