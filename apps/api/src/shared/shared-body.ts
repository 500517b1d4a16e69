import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings a shared body is sent in, besides none; brotli first, as @fastify/compress does. */
export type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** Brotli at the quality @fastify/compress uses for answers: fast, and far smaller than gzip. */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** Below this, compressing costs more than it saves (@fastify/compress's threshold, app.ts). */
const COMPRESS_FROM_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress = {
  br: (bytes: Buffer) => brotliAsync(bytes, BROTLI),
  gzip: (bytes: Buffer) => gzipAsync(bytes),
};

/**
 * A body many requests are sent (a page or an API answer every visitor gets alike), compressed
 * in each encoding the first time one is asked for, off the server's thread (zlib's thread
 * pool): compressing took a millisecond or two of the thread every visitor waits for, each time.
 */
export class SharedBody {
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();
  /**
   * The text in UTF-8, made once for every encoding. Given the text, zlib's string path held the
   * thread longer than encoding it and starting to compress the bytes together
   * (docs/decisions/0025-shared-page-cache.md).
   */
  #bytes: Buffer | undefined;

  constructor(readonly text: string) {}

  /** The body for an `accept-encoding` header, and its encoding (none: the text). */
  async body(
    acceptEncoding: string | undefined,
  ): Promise<{ encoding?: Encoding; payload: string | Buffer }> {
    const encoding =
      acceptEncoding && this.text.length >= COMPRESS_FROM_BYTES
        ? encodings.negotiate(acceptEncoding)
        : undefined;
    if (!encoding) return { payload: this.text };
    let payload = this.#encoded.get(encoding);
    if (!payload) {
      this.#bytes ??= Buffer.from(this.text);
      payload = compress[encoding](this.#bytes);
      this.#encoded.set(encoding, payload);
    }
    return { encoding, payload: await payload };
  }
}

/** The JSON of each shared answer, for as long as the answer cache keeps the answer. */
const answerBodies = new WeakMap<object, SharedBody>();

/**
 * The body of `answer`, an answer every visitor gets alike (from the answer cache, shared/answer
 * -cache.ts): its JSON, from `json`, is made once while the cache keeps the answer, and each of
 * its encodings once, not for each request (nor each page that carries it, plugins/web).
 */
export function sharedAnswerBody(answer: object, json: () => string): SharedBody {
  let shared = answerBodies.get(answer);
  if (!shared) {
    shared = new SharedBody(json());
    answerBodies.set(answer, shared);
  }
  return shared;
}

/**
 * Sends `answer`, an answer every visitor gets alike, as `envelope` makes it, serialized by the
 * route's serializer (`sharedAnswerBody`).
 */
export async function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: object,
  envelope: () => unknown,
): Promise<FastifyReply> {
  const shared = sharedAnswerBody(answer, () => {
    const json = reply.serialize(envelope());
    return typeof json === 'string' ? json : new TextDecoder().decode(json);
  });
  const { encoding, payload } = await shared.body(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.type('application/json; charset=utf-8').send(payload);
}
