import type { Lang } from '@souq/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod';
import { CONTENT_TOPICS, type ContentTag } from '../../shared/content-changes.ts';
import { collectDependencies, dependsOn } from '../../shared/content-dependencies.ts';
import { FieldError, HttpError, RequestValidationError } from '../../shared/errors.ts';
import { sharedAnswerBody } from '../../shared/shared-body.ts';
import {
  SharedAnswer,
  type KeptRead,
  type PublicReads,
  type ReadInput,
  type ReadSchema,
} from '../public-reads.ts';
import { validatePart } from '../zod.ts';

/**
 * What a page's call answered: its JSON (status 200), or that what it asks for does not exist
 * (404) or existed and is gone (410).
 */
export type PageCallAnswer = { status: 200; body: unknown } | { status: 404 | 410 };

/** The headers of a page's calls: those of an anonymous visitor asking in the page's language. */
const callHeaders = (lang: Lang) => ({ lang });

/**
 * The input of `read` from a request's parts, each checked by its route's schema as Fastify
 * checks it; undefined when one fails (the route would answer 422).
 */
function readInput(
  read: KeptRead,
  parts: { params: unknown; query: unknown; headers: unknown },
  lang: Lang,
): ReadInput<ReadSchema> | undefined {
  const checked = (part: string, schema: z.ZodType | undefined, data: unknown) => {
    if (!schema) return { value: data };
    const result = validatePart(schema, part, data);
    return 'value' in result ? result : undefined;
  };
  const params = checked('params', read.schema.params, parts.params);
  const query = checked('querystring', read.schema.querystring, parts.query);
  const headers = checked('headers', read.schema.headers, parts.headers);
  if (!params || !query || !headers) return undefined;
  return { params: params.value, query: query.value, headers: headers.value, lang, userId: null };
}

/** The status a route answers when its read throws `error` (plugins/errors.ts). */
function failureStatus(error: unknown): number {
  if (error instanceof HttpError) return error.statusCode;
  if (error instanceof FieldError || error instanceof RequestValidationError) return 422;
  return 500;
}

/**
 * The answer to a page's GET of `url` (`/api/…` with its query string), as an anonymous visitor
 * in `lang`: made by the read its route makes (plugins/public-reads.ts), with the same input and
 * the same JSON, without a request. Undefined for a call that failed (no read has its address,
 * its input is refused, or it failed otherwise: logged). What its answer shows is noted for the
 * page (shared/content-dependencies.ts).
 */
export async function answerPageCall(
  reads: PublicReads,
  url: string,
  lang: Lang,
  log: FastifyBaseLogger,
): Promise<PageCallAnswer | undefined> {
  const found = reads.find(url);
  if (!found) return undefined;
  const { read } = found;
  const parts = { params: found.params, query: found.query, headers: callHeaders(lang) };
  const input = readInput(read, parts, lang);
  if (!input) return undefined;
  const shown = new Set<ContentTag>();
  try {
    const { result: answer } = await collectDependencies(() => read.read(input), shown);
    const json =
      answer instanceof SharedAnswer
        ? sharedAnswerBody(answer.data, () => read.serialize({ data: answer.data })).text
        : read.serialize(answer);
    return { status: 200, body: JSON.parse(json) };
  } catch (error) {
    const status = failureStatus(error);
    if (status === 404 || status === 410) return { status };
    // Logged as the error handler logs a route's failure (plugins/errors.ts).
    if (status === 500) log.error({ err: error, url }, 'a call of a page failed');
    return undefined;
  } finally {
    // A read that noted nothing it shows may show anything: its page is dropped by every change.
    if (shown.size === 0) dependsOn(CONTENT_TOPICS);
  }
}
