import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

/** Spec 8: a failed like or favourite shows the server's message, else errorOccurred. */
export function serverErrorText(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : t('errorOccurred');
}
