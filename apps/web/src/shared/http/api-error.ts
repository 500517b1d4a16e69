/** A non-2xx answer: its status, the server's message, 422 field errors and the raw body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]>,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (texts) => Array.isArray(texts) && texts.every((t) => typeof t === 'string'),
    )
  );
}

/** Reads the design's error envelope: `{ message }`, and for 422 also `{ errors: { field: [text] } }`. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string'
      ? body.message
      : statusText || `HTTP ${status}`;
  const errors = isRecord(body) && isFieldErrors(body.errors) ? body.errors : {};
  return new ApiError(status, message, errors, body);
}
