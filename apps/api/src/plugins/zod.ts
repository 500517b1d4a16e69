import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';
import { RequestValidationError } from '../shared/errors.ts';
import { nulPaths } from '../shared/nul-paths.ts';

/**
 * Like fastify-type-provider-zod's compiler, but keeps zod's issues intact so the error
 * handler can translate each one into the request's language. A NUL character anywhere in a
 * query or path is refused first, on its field, for every route at once (JSON bodies were
 * checked as they were parsed: plugins/json-body.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body';
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
  };
