import { AD_SORTS, type AdSort } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';

type SortSelectProps = { value: AdSort; onChange: (sort: AdSort) => void };

function isSort(value: string): value is AdSort {
  return (AD_SORTS as readonly string[]).includes(value);
}

/** The order of the list: a labelled native select, the whole width on a phone. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('categoryPage.sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
        className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none sm:flex-none"
      >
        {AD_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`categoryPage.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
