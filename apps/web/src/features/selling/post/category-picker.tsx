import type { PostingCategory } from '@souq/contracts';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { INPUT_CLASS } from '../../../shared/form/fields';
import { fold } from '../../../shared/search/highlight';

/**
 * The stem of a typed word, so that `سيارة` finds `السيارات` and `car` finds `Cars`: the
 * Arabic article and a feminine or plural ending are dropped from words long enough to keep one.
 */
function stem(word: string): string {
  let stemmed = word;
  if (stemmed.length > 4 && stemmed.startsWith('ال')) stemmed = stemmed.slice(2);
  if (stemmed.length > 4 && stemmed.endsWith('ات')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 3 && stemmed.endsWith('ه')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

export type CategoryChoice = { categoryId: number; subCategoryId: number | null };

type Match = {
  category: PostingCategory;
  sub: PostingCategory['children'][number] | null;
  score: number;
};

/**
 * Categories and sub-categories whose names, in either language, hold any typed word, those
 * holding the most first (`flat for rent` puts Real Estate › For Rent before For Sale).
 */
function findCategories(categories: PostingCategory[], query: string): Match[] {
  const words = fold(query).split(/\s+/).filter(Boolean).map(stem);
  if (words.length === 0) return [];
  const score = (names: string) => words.filter((word) => fold(names).includes(word)).length;
  const found = categories.flatMap((category): Match[] => {
    const own = `${category.name} ${category.other_name}`;
    const subs = category.children
      .map((sub) => ({ category, sub, score: score(`${own} ${sub.name} ${sub.other_name}`) }))
      .filter((match) => match.score > 0);
    if (subs.length > 0) return subs;
    const match = { category, sub: null, score: score(own) };
    return match.score > 0 ? [match] : [];
  });
  return found.sort((a, b) => b.score - a.score);
}

/**
 * Step 1: a category, found by a word in either language or picked from the tree (the top
 * level with its icons, then its sub-categories).
 */
export function CategoryPicker({
  categories,
  onChoose,
}: {
  categories: PostingCategory[];
  onChoose: (choice: CategoryChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<PostingCategory | null>(null);
  const found = findCategories(categories, query);
  const Forward = ChevronRight;

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-find`} className="mb-1 block text-sm font-medium text-slate-800">
          {t('selling.category.find')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-find`}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            placeholder={t('selling.category.findPlaceholder')}
            className={`${INPUT_CLASS} ps-9`}
          />
        </div>
      </div>
      {query.trim() !== '' ? (
        <ul
          aria-label={t('selling.category.results')}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {found.length === 0 ? (
            <li className="p-3 text-sm text-slate-600">{t('selling.category.none')}</li>
          ) : (
            found.map(({ category, sub }) => (
              <li key={`${String(category.id)}-${String(sub?.id ?? 0)}`}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose({ categoryId: category.id, subCategoryId: sub?.id ?? null });
                  }}
                  className="flex w-full items-center gap-2 p-3 text-start hover:bg-slate-50"
                >
                  <span className="font-medium text-slate-900">{category.name}</span>
                  {sub ? (
                    <>
                      <Forward
                        aria-hidden="true"
                        className="size-4 text-slate-400 rtl:-scale-x-100"
                      />
                      <span className="text-slate-800">{sub.name}</span>
                    </>
                  ) : null}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : open ? (
        <div className="space-y-2">
          <button
            type="button"
            onClick={() => {
              setOpen(null);
            }}
            className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('selling.category.all')}
          </button>
          <h3 className="text-base font-semibold text-slate-900">{open.name}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {open.children.map((sub) => (
              <li key={sub.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose({ categoryId: open.id, subCategoryId: sub.id });
                  }}
                  className="w-full rounded-xl border border-slate-200 p-3 text-start font-medium text-slate-900 hover:border-teal-600 hover:bg-teal-50"
                >
                  {sub.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                onClick={() => {
                  if (category.children.length > 0) setOpen(category);
                  else onChoose({ categoryId: category.id, subCategoryId: null });
                }}
                className="flex h-full w-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center hover:border-teal-600 hover:bg-teal-50"
              >
                <img src={category.icon} alt="" width={48} height={48} className="size-12" />
                <span className="text-sm font-medium text-slate-900">{category.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
