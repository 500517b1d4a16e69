import type { Lang } from '@souq/contracts';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import FindMyWay from 'find-my-way';
import type * as z from 'zod';
import { sendSharedAnswer } from '../shared/shared-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads by their address, for the pages the server answers (plugins/web). */
    pageReads: PublicReads;
  }
}

/** What a read's route declares: its documentation, the parts of the request it reads, its answer. */
export type ReadSchema = {
  tags: string[];
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  response: { 200: z.ZodType };
};

/** A request part as its schema outputs it (anything when it has none). */
type Part<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a read reads: its request's parts, as its schemas read them, and who asks. */
export type ReadInput<S extends ReadSchema> = {
  params: Part<S['params']>;
  query: Part<S['querystring']>;
  headers: Part<S['headers']>;
  lang: Lang;
  /** The signed-in user; null for an anonymous visitor, as whom a page's calls are made. */
  userId: number | null;
};

/**
 * The answer `{ data }` every anonymous visitor gets alike, `data` coming from an answer cache:
 * its JSON is made once while the cache keeps it (shared/shared-body.ts).
 */
export class SharedAnswer {
  constructor(readonly data: object) {}
}

/** A read's answer, sent with status 200; a 404 or 410 is thrown, as routes do (`HttpError`). */
export type ReadAnswer = { data: unknown } | SharedAnswer;

/**
 * A GET anyone may make, declared once: its route is made from it (`servePublicRead`) and the
 * server answers a page's call to it with the same read, without a request (plugins/web).
 */
export type PublicRead<S extends ReadSchema> = {
  /** Its route's address, under the prefix of the plugin that serves it (`/ads/:id`). */
  url: string;
  schema: S;
  /**
   * Reads the query string (what follows `?`) instead of Fastify's parser: qs's brackets, for
   * the filters of the lists (modules/ads/bracket-query.ts).
   */
  queryParser?: (search: string) => unknown;
  read: (input: ReadInput<S>) => Promise<ReadAnswer>;
};

/** A read as the registry keeps it: its input checked by its schemas before it is called. */
export type KeptRead = {
  schema: ReadSchema;
  queryParser: ((search: string) => unknown) | undefined;
  read: (input: ReadInput<ReadSchema>) => Promise<ReadAnswer>;
  /** Writes its answer's JSON as its route does. */
  serialize: (body: unknown) => string;
};

/** The query string of an address (what follows its first `?`), or ''. */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/**
 * The public reads by their full address (`/api/ads/:id`), found as Fastify finds routes (its
 * router, find-my-way): a static segment before a parameter, the parameters decoded and the
 * query string parsed as Fastify does. Its JSON is written by the app's serializer compiler.
 */
export class PublicReads {
  readonly #router = FindMyWay();
  readonly #reads = new Map<unknown, KeptRead>();
  readonly #compile: FastifySerializerCompiler<z.ZodType>;

  constructor(compile: FastifySerializerCompiler<z.ZodType>) {
    this.#compile = compile;
  }

  add(url: string, read: Omit<KeptRead, 'serialize'>): void {
    let serialize: ((body: unknown) => string) | undefined;
    const kept: KeptRead = {
      ...read,
      // Compiled when first asked for, as Fastify compiles a route's when it starts.
      serialize: (body) => {
        serialize ??= this.#compile({ schema: read.schema.response[200], method: 'GET', url });
        return serialize(body);
      },
    };
    const handler = () => undefined;
    this.#router.on('GET', url, handler);
    this.#reads.set(handler, kept);
  }

  /**
   * The read a GET of `url` would be answered by, with the request's params and query as Fastify
   * would give them to its route (before validation); undefined when none would.
   */
  find(url: string): { read: KeptRead; params: unknown; query: unknown } | undefined {
    const found = this.#router.find('GET', url);
    const read = found ? this.#reads.get(found.handler) : undefined;
    if (!found || !read) return undefined;
    const query = read.queryParser ? read.queryParser(searchOf(url)) : found.searchParams;
    return { read, params: found.params, query };
  }
}

/**
 * Serves `read` as a GET route of `app` (under its prefix), and keeps it in `app.pageReads` for
 * the pages: both ask the same read, after the same validation.
 */
export function servePublicRead<S extends ReadSchema>(
  app: FastifyInstance,
  read: PublicRead<S>,
): void {
  const { queryParser } = read;
  const schema: ReadSchema = read.schema;
  // Called only with the parts its schemas have read (by Fastify, or plugins/web/page-calls.ts).
  const run: KeptRead['read'] = read.read;
  app.get(
    read.url,
    {
      schema,
      ...(queryParser && {
        preValidation: async (request) => {
          request.query = queryParser(searchOf(request.url));
        },
      }),
    },
    async (request, reply) => {
      const answer = await run({
        params: request.params,
        query: request.query,
        headers: request.headers,
        lang: request.lang,
        userId: request.user?.id ?? null,
      });
      if (!(answer instanceof SharedAnswer)) return answer;
      return sendSharedAnswer(request, reply, answer.data, () => ({ data: answer.data }));
    },
  );
  app.pageReads.add(`${app.prefix}${read.url}`, { schema, queryParser, read: run });
}
