import { X } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

type SearchWordsLineProps = { words: string; onClear: () => void };

/** Where the text puts the term: split there, the words go in their own `<bdi>`. */
const TERM_SLOT = '\u0000';

/** 'Results for “bmw”' above a searched list, with the button that removes the search. */
export function SearchWordsLine({ words, onClear }: SearchWordsLineProps) {
  const { t } = useTranslation();
  // Not react-i18next's Trans: its chunk would come with the category page.
  const [before = '', after = ''] = t('categoryPage.resultsFor', { term: TERM_SLOT }).split(
    TERM_SLOT,
  );
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="min-w-0 text-base break-words text-slate-700">
        {before}
        <bdi className="font-semibold text-slate-900">{words}</bdi>
        {after}
      </p>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full border border-slate-300 bg-white ps-2.5 pe-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <X aria-hidden="true" className="size-4" />
        {t('categoryPage.clearSearch')}
      </button>
    </div>
  );
}
