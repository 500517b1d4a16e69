import type { Paginated } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Pager } from './pager';

/** A console screen's part that a query fills: loading, its error, or `children` of its data. */
export function Loaded<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading label={t('loading')} />;
  if (query.isError) return <LoadError text={`${t('error')}: ${query.error.message}`} />;
  return children(query.data);
}

/** What a console list shows when it has nothing to list. */
export function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
      {text}
    </p>
  );
}

/**
 * A console list a paged query fills: loading, its error, `empty` when it has nothing, else its
 * items (`children` of each, keyed) in a list named `label`, and the pager below.
 */
export function PagedList<Item>({
  query,
  label,
  empty,
  spacing = 'space-y-3',
  onPage,
  children,
}: {
  query: UseQueryResult<Paginated<Item>>;
  label: string;
  empty: string;
  spacing?: 'space-y-3' | 'space-y-4';
  onPage: (page: number) => void;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Loaded query={query}>
      {(page) =>
        page.data.length === 0 ? (
          <Empty text={empty} />
        ) : (
          <>
            <ul aria-label={label} className={spacing}>
              {page.data.map(children)}
            </ul>
            <Pager page={page.current_page} lastPage={page.last_page} onChange={onPage} />
          </>
        )
      }
    </Loaded>
  );
}
