import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { HttpError, RequestValidationError } from '../shared/errors.ts';
import { nulPaths } from '../shared/nul-paths.ts';

/**
 * What a JSON body may be: the deepest form nests 4 levels (an ad's attribute values), the
 * largest ordinary one is a few kilobytes. A route that takes more sets its own `bodyLimit`;
 * none takes JSON over `maxRouteBytes` (the picture routes' larger limit is for pictures).
 */
export const JSON_BODY_LIMITS = {
  maxDepth: 16,
  maxBytes: 64 * 1024,
  maxRouteBytes: 256 * 1024,
} as const;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * One pass over a JSON text: whether it nests deeper than `maxDepth` (it stops there), and
 * whether a string or key holds U+0000 (JSON writes it `\u0000`: the raw character is no JSON).
 * Malformed text is left to the parser.
 */
export function scanJsonText(text: string, maxDepth: number): { tooDeep: boolean; nul: boolean } {
  let depth = 0;
  let inString = false;
  let nul = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) {
        if (text.startsWith('u0000', index + 1)) nul = true;
        index += 1;
      } else if (code === QUOTE) {
        inString = false;
      }
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return { tooDeep: true, nul };
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return { tooDeep: false, nul };
}

/**
 * JSON bodies in `app`'s scope are checked as text once before they are parsed: deeper than
 * `JSON_BODY_LIMITS.maxDepth` is a 422, larger than the route's limit a 413 (walking such a body
 * held the event loop for seconds), and a NUL anywhere is a 422 on its fields, for every route
 * at once (PostgreSQL refuses it in any text).
 */
export function checkJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMITS.maxBytes },
    (request, text, done) => {
      if (typeof text !== 'string' || text.length > JSON_BODY_LIMITS.maxRouteBytes) {
        done(new HttpError(413, 'body_too_large'));
        return;
      }
      const scan = scanJsonText(text, JSON_BODY_LIMITS.maxDepth);
      if (scan.tooDeep) {
        done(new HttpError(422, 'body_too_deep'));
        return;
      }
      void parseJson(request, text, (error, body) => {
        if (error || !scan.nul) {
          done(error, body);
          return;
        }
        const issues = nulPaths(body).map((path): z.core.$ZodIssue => ({
          code: 'custom',
          path,
          message: 'nul_character',
        }));
        done(new RequestValidationError(issues, 'body'));
      });
    },
  );
}
