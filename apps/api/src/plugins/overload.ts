import { AsyncResource } from 'node:async_hooks';
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

/** `/api/ads` of `/api/ads?…`. */
function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/** `api` of `/api/ads?…`, `ar` of `/ar/ad/9`. */
function firstSegment(url: string): string | undefined {
  return url.split(/[/?#]/)[1];
}

/**
 * Pages and API calls are what costs: files (scripts, pictures) are served even when
 * overloaded, as a page whose scripts failed would have no working buttons (and they cost little).
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
function answerOverloaded(
  request: IncomingMessage,
  response: ServerResponse,
  closing = false,
): void {
  const prefix = firstSegment(request.url ?? '');
  const header = request.headers.lang;
  const lang = isLang(prefix) ? prefix : resolveLang(Array.isArray(header) ? header[0] : header);
  const asPage = prefix !== 'api' && request.headers.accept?.includes('text/html') === true;
  const body = asPage ? BODIES[lang].page : BODIES[lang].json;
  const type = asPage ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  const headers = overloadedHeaders(type, body);
  // Shutting down: the client's next request goes to a new connection (another server).
  if (closing) headers.connection = 'close';
  response.writeHead(503, headers).end(body);
}

/** The limits of a `RequestGate`. */
export type GateLimits = {
  /** Pages and API requests worked on at once; 0 counts nothing (only the pressure sheds). */
  maxRequestsInFlight: number;
  /** How long a request past that limit may wait for a place before its 503; 0: none waits. */
  maxQueueWaitMs: number;
};

/** Requests that may wait for a place, per place: past that, the next is answered 503 at once. */
const WAITING_PER_PLACE = 10;

/**
 * How long, at most, the requests let in are started in one turn of the event loop (the rest
 * wait for the next turn): the health check, read in between, waits for no more than that.
 */
const START_MS_PER_TURN = 5;

/** A request waiting for a place, in the order they came (so their deadlines are in order too). */
type Waiting = {
  request: IncomingMessage;
  response: ServerResponse;
  /** Starts its work, in the async context it came in. */
  start: () => void;
  until: number;
};

/**
 * Decides, before Fastify sees a request from the network, whether it is worked on, waits for a
 * place, or is answered 503 at once. The event-loop delay misses a queue that builds up where the
 * loop does not wait (requests waiting for the database's connections): so at most
 * `maxRequestsInFlight` pages and API requests are worked on at once. One past that waits, doing
 * nothing, for a place (first come, first served) at most `maxQueueWaitMs`, then gets its 503;
 * when too many already wait, or the process is under pressure (its event loop late, its heap
 * nearly full), it gets its 503 at once. Waiting costs nothing while a 503 at once brings the
 * client straight back: at 500 connections those retries were read and refused tens of thousands
 * of times a second, and each one lengthened the turn of the loop in which one new connection is
 * accepted (docs/decisions/0031-requests-in-flight-wait-and-take-turns.md).
 *
 * A route opts out by its fixed path: never shed (`config.pressureHandler`, the health check),
 * or not counted once open (`config.longLived`, an event stream that waits rather than works).
 * Files (scripts, pictures) are always served: a page whose scripts failed would have no working buttons,
 * and they cost little.
 */
export class RequestGate {
  #inFlight = 0;
  #underPressure: () => boolean = () => false;
  readonly #neverShed = new Set<string>();
  readonly #notCounted = new Set<string>();
  readonly #waiting: Waiting[] = [];
  /** Requests let in and not yet started, in the order they were let in (`#startInTurns`). */
  readonly #starting: (() => void)[] = [];
  #startsPlanned = false;
  #expiry: NodeJS.Timeout | undefined;
  #draining = false;
  /** Every answer not sent yet (the event streams' too), to close their connections on drain. */
  readonly #open = new Set<ServerResponse>();

  constructor(private readonly limits: GateLimits) {}

  /** Fastify's `serverFactory`: its HTTP server, each request passing the gate first. */
  readonly serverFactory: FastifyServerFactory = (handler, options: FastifyServerOptions) => {
    const server = http.createServer((request, response) => {
      if (this.#draining && !this.#neverShed.has(pathOf(request.url ?? '/'))) {
        answerOverloaded(request, response, true);
        return;
      }
      this.#open.add(response);
      response.once('close', () => this.#open.delete(response));
      if (this.#draining) response.setHeader('connection', 'close');
      this.#admit(request, response, () => {
        handler(request, response);
      });
    });
    // What Fastify sets on the server it makes itself (its defaults are in `options`).
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };

  /** Whether the process is shutting down (`drain`). */
  get draining(): boolean {
    return this.#draining;
  }

  /** Requests being answered (event streams too), and those waiting for a place. */
  get open(): number {
    return this.#open.size;
  }

  /**
   * Stops taking requests, as the process shuts down: each new one is answered 503 with
   * `Connection: close` (the health checks are answered, on connections then closed), those
   * waiting for a place too, and the connections of those in flight close once answered.
   */
  drain(): void {
    this.#draining = true;
    for (const response of this.#open) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
      if (!next.request.socket.destroyed) answerOverloaded(next.request, next.response, true);
    }
  }

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

  #admit(request: IncomingMessage, response: ServerResponse, handle: () => void): void {
    const url = request.url ?? '/';
    const path = pathOf(url);
    const { maxRequestsInFlight, maxQueueWaitMs } = this.limits;
    if (this.#neverShed.has(path) || !isShed(url)) handle();
    else if (this.#underPressure()) answerOverloaded(request, response);
    else if (maxRequestsInFlight === 0 || this.#notCounted.has(path)) handle();
    else if (this.#inFlight < maxRequestsInFlight) {
      this.#start(request, response, AsyncResource.bind(handle));
    } else if (
      maxQueueWaitMs > 0 &&
      this.#waiting.length < maxRequestsInFlight * WAITING_PER_PLACE
    ) {
      this.#wait(request, response, handle, maxQueueWaitMs);
    } else answerOverloaded(request, response);
  }

  #wait(request: IncomingMessage, response: ServerResponse, handle: () => void, ms: number): void {
    const start = AsyncResource.bind(() => {
      this.#start(request, response, handle);
    });
    this.#waiting.push({ request, response, start, until: performance.now() + ms });
    if (this.#expiry === undefined) {
      this.#expiry = setTimeout(() => {
        this.#expire();
      }, ms).unref();
    }
  }

  #start(request: IncomingMessage, response: ServerResponse, handle: () => void): void {
    this.#inFlight += 1;
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    response.once('close', () => {
      this.#inFlight -= 1;
      this.#startWaiting();
    });
    this.#starting.push(() => {
      if (!request.socket.destroyed) handle();
    });
    if (!this.#startsPlanned) {
      this.#startsPlanned = true;
      setImmediate(this.#startInTurns);
    }
  }

  /**
   * Starts the requests let in, for at most START_MS_PER_TURN, and leaves the rest to the next
   * turn of the event loop. Started at once, one request's end let the next waiting one in, and
   * it the next: at 500 connections a turn served a hundred cached pages before it read the
   * health check (docs/decisions/0031-requests-in-flight-wait-and-take-turns.md).
   */
  readonly #startInTurns = (): void => {
    const until = performance.now() + START_MS_PER_TURN;
    while (this.#starting.length > 0 && performance.now() < until) this.#starting.shift()?.();
    if (this.#starting.length > 0) setImmediate(this.#startInTurns);
    else this.#startsPlanned = false;
  };

  /** Gives the places free to the requests that wait longest, skipping those whose client left. */
  #startWaiting(): void {
    while (this.#inFlight < this.limits.maxRequestsInFlight) {
      const next = this.#waiting.shift();
      if (!next) return;
      if (next.request.socket.destroyed) continue;
      if (this.#underPressure()) answerOverloaded(next.request, next.response);
      else next.start();
    }
  }

  /** Answers 503 to the requests that waited their time, then waits for the next deadline. */
  #expire(): void {
    const now = performance.now();
    let next = this.#waiting[0];
    while (next && next.until <= now) {
      this.#waiting.shift();
      if (!next.request.socket.destroyed) answerOverloaded(next.request, next.response);
      next = this.#waiting[0];
    }
    this.#expiry = next
      ? setTimeout(() => {
          this.#expire();
        }, next.until - now).unref()
      : undefined;
  }
}

/** What the plugin is given: the gate of the app's server and the event-loop delay it allows. */
export type OverloadOptions = { gate: RequestGate; maxEventLoopDelayMs: number };

/**
 * Sheds load instead of queueing it (see `RequestGate`), and does not work on a request whose
 * client has gone. Requests made inside the server (`app.inject`) pass no gate, only the pressure
 * sheds them; a page's calls are no requests (plugins/web/page-calls.ts): its own was let in.
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
