import { PICTURE_LIMITS, fieldErrors, formatMessage } from '@souq/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { FieldError, HttpError, RequestValidationError } from '../shared/errors.ts';
import { apiMessage, type ApiMessageKey } from '../shared/messages.ts';

function statusMessageKey(statusCode: number): ApiMessageKey {
  if (statusCode === 401) return 'unauthorized';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 404) return 'not_found';
  if (statusCode === 413) return 'body_too_large';
  if (statusCode === 415) return 'unsupported_media_type';
  if (statusCode === 429) return 'too_many_requests';
  return 'bad_request';
}

/** Picture uploads send the picture itself as the body (profile and ad pictures). */
function isPictureBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('image/') || type.startsWith('application/octet-stream');
}

/** Maps every failure to the design's envelope: 422 with field errors, 4xx with a message, else 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { lang } = request;
  if (error instanceof RequestValidationError) {
    const errors = fieldErrors(error.issues, lang);
    return reply.code(422).send({ message: formatMessage('invalid', lang), errors });
  }
  if (error instanceof FieldError) {
    const errors: Record<string, string[]> = {};
    for (const [field, key] of Object.entries(error.fields)) {
      errors[field] = [formatMessage(key, lang, error.params)];
    }
    // The first text is the message too: the client's toast shows it (e.g. wrong credentials).
    const message = Object.values(errors)[0]?.[0] ?? formatMessage('invalid', lang);
    return reply.code(422).send({ message, errors });
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .send({ message: apiMessage(error.messageKey, lang, error.params) });
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.code(400).send({ message: apiMessage('malformed_body', lang) });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 413 && isPictureBody(request)) {
    // A picture over the limit: the picture's own message, on its field.
    const text = formatMessage('picture_too_large', lang, {
      maximum: PICTURE_LIMITS.maxMegabytes,
    });
    return reply.code(413).send({ message: text, errors: { picture: [text] } });
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (unsupported media type, body too large, rate limit…).
    return reply.code(statusCode).send({ message: apiMessage(statusMessageKey(statusCode), lang) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: apiMessage('server_error', lang) });
}
