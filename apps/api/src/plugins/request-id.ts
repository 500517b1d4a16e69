import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header a request's id comes in (from a trusted proxy) and goes out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The key of the id in a log line (Fastify's). */
export const REQUEST_ID_LOG_KEY = 'reqId';

/**
 * An id a proxy may hand on: up to 128 letters, digits and `-_.:=+/` (a UUID, a trace id such as
 * AWS's `Root=1-…`); nothing that could break a log line or a header.
 */
const VALID_ID = /^[\w.:=+/-]{1,128}$/;

type FastifyLogger = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Each request's id: kept from an incoming `X-Request-Id` only when the connection comes from a
 * trusted proxy (`TRUST_PROXY`) and the id is well-formed, made anew (a random UUID) otherwise;
 * sent back in `X-Request-Id` and written in every log line of the request. The request's own
 * logger carries it (Fastify's child logger); the app's logger is given it in a line written
 * while a request is worked on (its async context), so a failure logged by a service names its
 * request too (a page's calls, answered in its request: plugins/web/page-calls.ts). A request
 * made inside the server (`app.inject`) while another is worked on shares that one's id.
 */
export class RequestIds {
  readonly #current = new AsyncLocalStorage<string>();
  readonly #requestLoggers = new WeakSet<object>();
  readonly #trusted: (address: string) => boolean;

  constructor(trustProxy: boolean | string[]) {
    if (trustProxy === false || (Array.isArray(trustProxy) && trustProxy.length === 0)) {
      this.#trusted = () => false;
    } else if (trustProxy === true) {
      this.#trusted = () => true;
    } else {
      const trust = proxyAddr.compile(trustProxy);
      this.#trusted = (address) => trust(address, 0);
    }
  }

  /** Fastify's `genReqId`. */
  readonly generate = (request: IncomingMessage): string => {
    // A request made inside the server, while another is worked on: part of that one.
    const outer = request.socket instanceof Socket ? undefined : this.#current.getStore();
    if (outer !== undefined) return outer;
    const incoming = request.headers[REQUEST_ID_HEADER];
    const address = request.socket.remoteAddress;
    if (
      typeof incoming === 'string' &&
      VALID_ID.test(incoming) &&
      address !== undefined &&
      this.#trusted(address)
    ) {
      return incoming;
    }
    return randomUUID();
  };

  /** Fastify's `childLoggerFactory`: its own, the request loggers noted (see `mixin`). */
  readonly childLogger: FastifyLogger = (logger, bindings, options) => {
    const child = logger.child(bindings, options);
    this.#requestLoggers.add(child);
    return child;
  };

  /**
   * pino's `mixin`: the id of the request being worked on, in a line of a logger other than the
   * request's own (which has it already).
   */
  readonly mixin = (_line: object, _level: number, logger: object): object => {
    if (this.#requestLoggers.has(logger)) return {};
    const id = this.#current.getStore();
    return id === undefined ? {} : { [REQUEST_ID_LOG_KEY]: id };
  };

  /** Works each request in its id's async context, and answers its id. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      this.#current.run(request.id, done);
    });
  }
}
