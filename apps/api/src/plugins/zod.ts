import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';
import { RequestValidationError } from '../shared/errors.ts';
import { nulPaths } from '../shared/nul-paths.ts';

/**
 * A request part (`body`, `params`, `querystring`, `headers`) read by its schema: its value as
 * the schema outputs it, or the issues to answer. A NUL character anywhere in a query or path is
 * refused first, on its field (JSON bodies were checked as they were parsed: plugins/json-body.ts).
 */
export function validatePart(
  schema: z.ZodType,
  part: string,
  data: unknown,
): { value: unknown } | { error: RequestValidationError } {
  const nul = part === 'body' ? [] : nulPaths(data);
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
}

/**
 * Like fastify-type-provider-zod's compiler, but keeps zod's issues intact so the error
 * handler can translate each one into the request's language (`validatePart`, for every route
 * at once).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) =>
    validatePart(schema, httpPart ?? 'body', data);
