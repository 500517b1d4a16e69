import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';
import { RequestValidationError } from '../shared/errors.ts';

/**
 * Like fastify-type-provider-zod's compiler, but keeps zod's issues intact so the error
 * handler can translate each one into the request's language.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
