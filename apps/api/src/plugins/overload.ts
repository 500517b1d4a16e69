import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { LANGUAGES, directionOf, isLang, resolveLang, type Lang } from '@souq/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { apiMessage } from '../shared/messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's handler for this route; a route that gives one is never shed here. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
    /** An answer that stays open (an event stream): not counted as a request in flight. */
    longLived?: boolean;
  }
}

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** How often the event-loop delay and the memory are sampled. */
const SAMPLE_INTERVAL_MS = 250;

/** The heap a process may use before it sheds load, as a share of V8's limit. */
const HEAP_SHARE = 0.9;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** `api` of `/api/ads?…`, `ar` of `/ar/ad/9`. */
function firstSegment(url: string): string | undefined {
  return url.split(/[/?#]/)[1];
}

/**
 * Pages and API calls are what costs: files (scripts, pictures) are served even when
 * overloaded, as a page whose scripts failed would stay inert (and they cost little).
 */
function isShed(url: string): boolean {
  const first = firstSegment(url);
  return first === 'api' || isLang(first);
}

/** The 503 bodies, made once: a process sheds thousands a second when overloaded. */
const BODIES = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const message = apiMessage('overloaded', lang);
    const page =
      `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta http-equiv="refresh" content="${String(RETRY_AFTER_SECONDS)}">` +
      `<title>${escapeHtml(message)}</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
    return [lang, { json: JSON.stringify({ message }), page }];
  }),
) as Record<Lang, { json: string; page: string }>;

/** The headers of a 503: no script or picture in its page, so nothing may load. */
function overloadedHeaders(type: string, body: string): Record<string, string> {
  return {
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/**
 * Answers an overloaded process's 503, in the page's language (from its address, else the
 * `lang` header): a short page that tries again by itself for a browser, the JSON envelope for
 * the API. Written on the raw response, with no `Error` made and nothing of Fastify's asked for:
 * a process sheds thousands a second when overloaded, and each costs the turn of the loop that
 * every other request (the health check too) waits for.
 */
function answerOverloaded(request: IncomingMessage, response: ServerResponse): void {
  const prefix = firstSegment(request.url ?? '');
  const header = request.headers.lang;
  const lang = isLang(prefix) ? prefix : resolveLang(Array.isArray(header) ? header[0] : header);
  const asPage = prefix !== 'api' && request.headers.accept?.includes('text/html') === true;
  const body = asPage ? BODIES[lang].page : BODIES[lang].json;
  const type = asPage ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(503, overloadedHeaders(type, body)).end(body);
}

/**
 * Decides, before Fastify sees a request from the network, whether it is answered 503 at once:
 * when the process is under pressure (its event loop late, its heap nearly full) or already
 * works on `maxRequestsInFlight` pages and API requests. The event-loop delay misses a queue
 * that builds up where the loop does not wait (requests waiting for the database's
 * connections): counting what is being worked on bounds that queue (the capacity benchmark saw
 * 4 to 7 s at 500 connections). A route opts out by its fixed path: never shed
 * (`config.pressureHandler`, the health check), or shed when full but not counted once open
 * (`config.longLived`, an event stream that waits rather than works). Files (scripts, pictures)
 * are always served: a page whose scripts failed would stay inert, and they cost little.
 */
export class RequestGate {
  #inFlight = 0;
  #underPressure: () => boolean = () => false;
  readonly #neverShed = new Set<string>();
  readonly #notCounted = new Set<string>();

  /** `maxRequestsInFlight`: 0 counts nothing (only the pressure sheds). */
  constructor(private readonly maxRequestsInFlight: number) {}

  /** Fastify's `serverFactory`: its HTTP server, each request passing the gate first. */
  readonly serverFactory: FastifyServerFactory = (handler, options: FastifyServerOptions) => {
    const server = http.createServer((request, response) => {
      if (this.#admits(request, response)) handler(request, response);
    });
    // What Fastify sets on the server it makes itself (its defaults are in `options`).
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };

  /** Readies the gate for `app`: its pressure and its routes' opt-outs. */
  watch(app: FastifyInstance): void {
    this.#underPressure = () => app.isUnderPressure();
    app.addHook('onRoute', (route) => {
      const { config } = route;
      const optsOut = config?.pressureHandler !== undefined || config?.longLived === true;
      if (!optsOut) return;
      if (/[:*]/.test(route.url)) {
        throw new Error(`${route.url}: only a route with a fixed path can opt out of shedding`);
      }
      (config.pressureHandler ? this.#neverShed : this.#notCounted).add(route.url);
    });
  }

  #admits(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '/';
    const path = url.split('?', 1)[0] ?? url;
    if (this.#neverShed.has(path) || !isShed(url)) return true;
    const full = this.maxRequestsInFlight > 0 && this.#inFlight >= this.maxRequestsInFlight;
    if (full || this.#underPressure()) {
      answerOverloaded(request, response);
      return false;
    }
    if (this.maxRequestsInFlight === 0 || this.#notCounted.has(path)) return true;
    this.#inFlight += 1;
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    response.once('close', () => {
      this.#inFlight -= 1;
    });
    return true;
  }
}

/** What the plugin is given: the gate of the app's server and the event-loop delay it allows. */
export type OverloadOptions = { gate: RequestGate; maxEventLoopDelayMs: number };

/**
 * Sheds load instead of queueing it (see `RequestGate`), and does not work on a request whose
 * client has gone. The requests a page makes inside the server (`app.inject`) pass no gate: they
 * belong to a request already let in, and only the pressure sheds them.
 */
export const overloadPlugin = fp<OverloadOptions>(async (app, opts) => {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * HEAP_SHARE),
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Answered here (the request is then over); a route's own handler opts out.
    pressureHandler: (request, reply) => {
      if (!isShed(request.url)) return;
      reply.hijack();
      answerOverloaded(request.raw, reply.raw);
    },
  });
  opts.gate.watch(app);
  app.addHook('preHandler', (request, reply, done) => {
    // Its answer has nowhere to go: the connection is closed. A hijacked reply runs no handler.
    if (request.raw.socket.destroyed) reply.hijack();
    done();
  });
});
