import { Socket } from 'node:net';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { LANGUAGES, directionOf, isLang, resolveLang, type Lang } from '@souq/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
function isShed(request: FastifyRequest): boolean {
  const first = firstSegment(request.url);
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

/**
 * Readies the 503 of an overloaded process and answers its body, in the page's language (from
 * its address, else the `lang` header): a short page that tries again by itself for a browser,
 * the JSON envelope for the API. No error is made: making one costs more than the answer.
 */
function overloaded(request: FastifyRequest, reply: FastifyReply): string {
  const prefix = firstSegment(request.url);
  const lang = isLang(prefix) ? prefix : resolveLang(request.headers.lang);
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (prefix === 'api' || !request.headers.accept?.includes('text/html')) {
    reply.type('application/json; charset=utf-8');
    return BODIES[lang].json;
  }
  reply.type('text/html; charset=utf-8');
  return BODIES[lang].page;
}

/** What the plugin is given: the limits past which requests are shed; 0 turns one off. */
export type OverloadOptions = { maxEventLoopDelayMs: number; maxRequestsInFlight: number };

/**
 * Sheds load instead of queueing it: past `maxEventLoopDelayMs` of event-loop delay, or 90 % of
 * the heap, or with `maxRequestsInFlight` pages and API requests already being worked on, every
 * page and API request is answered 503 with `Retry-After` at once (a route opts out with
 * `config.pressureHandler`, as the health check does), and a request whose client has gone is
 * not worked on.
 */
export const overloadPlugin = fp<OverloadOptions>(async (app, opts) => {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * HEAP_SHARE),
    sampleInterval: SAMPLE_INTERVAL_MS,
    // A reply sent here answers the request (under-pressure's documented way); else it goes on.
    pressureHandler: (request, reply) => {
      if (isShed(request)) void reply.send(overloaded(request, reply));
    },
  });
  if (opts.maxRequestsInFlight > 0) limitRequestsInFlight(app, opts.maxRequestsInFlight);
  app.addHook('preHandler', (request, reply, done) => {
    // Its answer has nowhere to go: the connection is closed. A hijacked reply runs no handler.
    if (request.raw.socket.destroyed) reply.hijack();
    done();
  });
});

/**
 * The event-loop delay misses a queue that builds up where the loop does not wait: requests
 * waiting for the database's connections. Counting what is being worked on bounds that queue, so
 * a request past the limit is told at once instead of waiting seconds (the capacity benchmark
 * saw 4 to 7 s at 500 connections). Only requests from the network count: the calls a page
 * makes inside the server (`app.inject`) belong to a request already let in. A route that opts
 * out of the shedding (`config.pressureHandler`, the health check) is not counted either.
 */
function limitRequestsInFlight(app: FastifyInstance, max: number): void {
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    const optedOut = request.routeOptions.config.pressureHandler !== undefined;
    if (optedOut || !isShed(request) || !(request.raw.socket instanceof Socket)) {
      done();
      return;
    }
    if (inFlight >= max) {
      void reply.send(overloaded(request, reply));
      return;
    }
    // An event stream is refused when the server is full, but once open it waits, not works.
    if (request.routeOptions.config.longLived === true) {
      done();
      return;
    }
    inFlight += 1;
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}
