import { zodResolver } from '@hookform/resolvers/zod';
import { describeIssue } from '@souq/contracts';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type * as z from 'zod';
import { ApiError } from '../http/api-error';

/**
 * Client errors carry the contracts' message key (plus its parameters as JSON when it has
 * some), so the text is translated at render time in the current language. Server errors
 * arrive already translated and are shown as they are.
 */
export function encodeIssue(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): string {
  const { key, params } = describeIssue(issue as z.core.$ZodIssue);
  return Object.keys(params).length === 0 ? key : JSON.stringify({ key, params });
}

/** react-hook-form's resolver for a contracts schema, with the shared message keys. */
export function formResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return zodResolver(schema, { reportInput: true, error: encodeIssue });
}

/**
 * The text of a field error: a message key (with JSON parameters) or a server text. A key is
 * one the `validation` texts know (the account pages' load with them), so the full list of
 * keys need not be in every page's first load.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  // Keys come from data here, so i18next's typed keys cannot check them.
  const translate = t as unknown as (key: string, options: object) => string;
  const known = (key: string, params: object = {}) =>
    /^[a-z_]+$/.test(key)
      ? translate(key, { ns: 'validation', defaultValue: '', ...params }) || undefined
      : undefined;
  if (message.startsWith('{')) {
    try {
      const { key, params } = JSON.parse(message) as { key: string; params: object };
      return known(key, params) ?? message;
    } catch {
      return message;
    }
  }
  return known(message) ?? message;
}

/**
 * Puts a 422 answer's field errors on the form's fields; returns the fields that got one.
 * `rename` maps a server field name to the form's (e.g. `phone_number` → `phone`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Partial<Record<string, Path<T>>> = {},
): Path<T>[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const set: Path<T>[] = [];
  for (const [serverField, texts] of Object.entries(error.errors)) {
    const field = rename[serverField] ?? (serverField as Path<T>);
    const text = texts[0];
    if (text === undefined || !fields.includes(field)) continue;
    setError(field, { type: 'server', message: text }, { shouldFocus: set.length === 0 });
    set.push(field);
  }
  return set;
}

/**
 * What went wrong, for a place that already reads as an error (under a picture, in a form): the
 * server's first field message, else its message, else the generic unexpected error.
 */
export function errorMessageText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('unexpectedError');
  const field = Object.values(error.errors)[0]?.[0];
  return field ?? (error.message === '' ? t('unexpectedError') : error.message);
}

/** Spec 8: the error label and the server's message, else the generic unexpected error. */
export function errorToastText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message !== '') return `${t('error')}: ${error.message}`;
  return t('unexpectedError');
}
