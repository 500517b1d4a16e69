import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

type PaginationProps = { page: number; lastPage: number; onChange: (page: number) => void };

/** The first and last pages, the current one and its neighbours; gaps shown as an ellipsis. */
function visiblePages(page: number, lastPage: number): (number | 'gap')[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of pages) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && n - previous > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:opacity-40';

/** Page numbers with previous and next; the arrows point along the reading direction. */
export function Pagination({ page, lastPage, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('categoryPage.pages')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => {
              onChange(page - 1);
            }}
            aria-label={t('categoryPage.previousPage')}
            className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </li>
        {visiblePages(page, lastPage).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${String(index)}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('categoryPage.page', { value: n })}
                onClick={() => {
                  onChange(n);
                }}
                className={`${BUTTON} ${
                  n === page
                    ? 'border-teal-700 bg-teal-700 text-white'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-50'
                }`}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={page >= lastPage}
            onClick={() => {
              onChange(page + 1);
            }}
            aria-label={t('categoryPage.nextPage')}
            className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
