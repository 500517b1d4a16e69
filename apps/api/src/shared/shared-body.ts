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

/**
 * The bytes alone: zlib answers a slice of its 64 KB output chunk, which a kept page of 25 KB
 * compressed would hold whole (and `Buffer.from` would copy into one of Node's 64 KB pools).
 */
function exactly(bytes: Buffer): Buffer {
  if (bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.alloc(bytes.length);
  bytes.copy(own);
  return own;
}

const compress = {
  br: async (bytes: Buffer) => exactly(await brotliAsync(bytes, BROTLI)),
  gzip: async (bytes: Buffer) => exactly(await gzipAsync(bytes)),
};

/**
 * A body many requests are sent (a page or an API answer every visitor gets alike), compressed
 * in each encoding the first time one is asked for, off the server's thread (zlib's thread
 * pool): compressing took a millisecond or two of the thread every visitor waits for, each time.
 */
export class SharedBody {
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();
  /**
   * The body in UTF-8, and nothing else of it but its encodings: JavaScript keeps a text with
   * Arabic in two bytes a character, nearly twice its UTF-8, and a cache holds hundreds of pages.
   * zlib is given these bytes too: given the text, its string path held the thread longer than
   * encoding it and compressing the bytes (docs/decisions/0025-shared-page-cache.md).
   */
  readonly bytes: Buffer;

  constructor(text: string) {
    this.bytes = exactly(Buffer.from(text));
  }

  /** The body as text (made again each time: the JSON of an answer a page carries). */
  get text(): string {
    return this.bytes.toString();
  }

  /** The body for an `accept-encoding` header, and its encoding (none: the bytes). */
  async body(
    acceptEncoding: string | undefined,
  ): Promise<{ encoding?: Encoding; payload: Buffer }> {
    const encoding =
      acceptEncoding && this.bytes.length >= COMPRESS_FROM_BYTES
        ? encodings.negotiate(acceptEncoding)
        : undefined;
    if (!encoding) return { payload: this.bytes };
    let payload = this.#encoded.get(encoding);
    if (!payload) {
      payload = compress[encoding](this.bytes);
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
