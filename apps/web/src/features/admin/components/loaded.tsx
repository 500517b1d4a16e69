import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';

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
