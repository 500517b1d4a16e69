import type { TFunction } from 'i18next';
import { formatAge, formatDate } from '../../../shared/format/relative-age';

/** A moment as staff read it: the date with its time (`12 Mar 2026, 14:05`). */
export function formatMoment(iso: string, t: TFunction): string {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return t('admin.moment', { date: formatDate(iso, t), time });
}

/** A date and how long ago it was (`12 Mar 2026 · 3 days ago`). */
export function formatDateAndAge(iso: string, t: TFunction): string {
  return `${formatDate(iso, t)} · ${formatAge(iso, t)}`;
}
