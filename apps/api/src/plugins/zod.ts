import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';
import { RequestValidationError } from '../shared/errors.ts';

type Path = (string | number)[];

/**
 * Where U+0000 occurs in a request part, as the paths of its strings and keys. PostgreSQL
 * refuses it in any text (a query with it failed, a 500), and no form field needs it.
 */
function nulPaths(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => nulPaths(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key]);
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Like fastify-type-provider-zod's compiler, but keeps zod's issues intact so the error
 * handler can translate each one into the request's language. A NUL character anywhere in the
 * part is refused first, on its field, for every route at once.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body';
    const nul = nulPaths(data);
    if (nul.length > 0) {
      const issues = nul.map((path): z.core.$ZodIssue => ({
        code: 'custom',
        path,
        message: 'nul_character',
      }));
      return { error: new RequestValidationError(issues, part) };
    }
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, part) };
  };
