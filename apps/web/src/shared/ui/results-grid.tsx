import type { Paginated } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { HydrateLater } from './hydrate-later';

type ResultsGridProps<T extends { id: number }> = {
  query: UseQueryResult<Paginated<T>>;
  /** The grid's classes: its columns at each width. */
  grid: string;
  skeletons: number;
  skeleton: ReactNode;
  errorText: string;
  emptyText: string;
  /** The count line above the grid. */
  countText: (total: number) => string;
  item: (entry: T, index: number) => ReactNode;
};

/**
 * A page of a filtered list (ads, job offers): skeletons while the first page loads, an error,
 * the empty message, or the count and the grid (dimmed while the next page loads).
 */
export function ResultsGrid<T extends { id: number }>(props: ResultsGridProps<T>) {
  const { query, grid, skeletons, skeleton, errorText, emptyText, countText, item } = props;
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {errorText}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={t('loading')} className={grid}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  const { data: entries, total } = query.data;
  return (
    <>
      <p
        role="status"
        className={
          entries.length === 0
            ? 'rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-semibold text-slate-700'
            : 'mb-3 text-sm text-slate-600'
        }
      >
        {entries.length === 0 ? emptyText : countText(total)}
      </p>
      {entries.length > 0 ? (
        <ul
          aria-busy={query.isPlaceholderData}
          className={`${grid} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <HydrateLater>{item(entry, index)}</HydrateLater>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
