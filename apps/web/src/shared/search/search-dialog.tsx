import { Search } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../ui/modal-dialog';
import { SearchResults } from './search-results';

type SearchDialogProps = {
  title: string;
  onClose: () => void;
  /** The category searched; all categories when undefined. */
  categoryId: number | undefined;
  /** Extra controls under the search field (the header's category select). */
  controls?: ReactNode;
};

/**
 * A search modal: a search field and its results. It is mounted only while open, so closing
 * it clears the term and the results (spec 2).
 */
export function SearchDialog({ title, onClose, categoryId, controls }: SearchDialogProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');

  return (
    <ModalDialog title={title} onClose={onClose} initialFocusRef={inputRef}>
      <form
        role="search"
        className="mt-4 flex items-center gap-2 rounded-xl border border-slate-300 px-3 focus-within:border-teal-700 focus-within:ring-2 focus-within:ring-teal-700/20"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={inputRef}
          type="search"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
          }}
          placeholder={t('searchForProduct')}
          aria-label={t('searchForProduct')}
          className="w-full bg-transparent py-3 text-base outline-none placeholder:text-slate-500"
        />
      </form>
      {controls}
      <SearchResults term={term} categoryId={categoryId} />
    </ModalDialog>
  );
}
