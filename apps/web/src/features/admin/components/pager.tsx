import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

const BUTTON =
  'inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-40';

/** Previous and next around "page 2 of 7"; the arrows point along the reading direction. */
export function Pager({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('admin.pages')} className="mt-6 flex items-center justify-center gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => {
          onChange(page - 1);
        }}
        className={BUTTON}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('admin.previous')}
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('admin.pageOf', { page, last: lastPage })}
      </p>
      <button
        type="button"
        disabled={page >= lastPage}
        onClick={() => {
          onChange(page + 1);
        }}
        className={BUTTON}
      >
        {t('admin.next')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
    </nav>
  );
}
