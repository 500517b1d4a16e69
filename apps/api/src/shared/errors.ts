import type { ValidationMessageKey } from '@souq/contracts';
import type * as z from 'zod';
import type { ApiMessageKey, MessageParams } from './messages.ts';

/**
 * An expected failure with its status; the error handler answers it in the request's language,
 * with the values its text names (`{{until}}`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new HttpError(404, 'not_found');

/** A page that was public and is no more (an ad sold past its week, expired or deleted). */
export const adGone = () => new HttpError(410, 'ad_gone');

/** Raised by the zod validator compiler; keeps zod's issues so they can be translated. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(`Invalid ${part}`);
  }
}

/**
 * A 422 decided by the server (taken user name, wrong code…): one message key per field, and
 * the values its texts name (`{{minimum}}`).
 */
export class FieldError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly fields: Record<string, ValidationMessageKey>,
    readonly params: Record<string, string | number> = {},
  ) {
    super('Invalid fields');
  }
}
