import { CATEGORY_IDS } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCategories } from '../../../shared/categories/get-categories';

type CategorySelectProps = {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
};

/** Narrows the header search to one category; jobs are not ads, so they are not offered. */
export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const { data: categories = [] } = useCategories();
  return (
    <div className="mt-3 flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('search.category')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === '' ? undefined : Number(chosen));
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
      >
        <option value="">{t('search.allCategories')}</option>
        {categories
          .filter((category) => category.id !== CATEGORY_IDS.jobs)
          .map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
      </select>
    </div>
  );
}
