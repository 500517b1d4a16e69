import { List } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ModalDialog } from '../ui/modal-dialog';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';

type SearchDialogProps = {
  title: string;
  onClose: () => void;
  /** The category searched; all categories when undefined. */
  categoryId: number | undefined;
  /** Extra controls under the search field (the header's category select). */
  controls?: ReactNode;
  /** The term the field starts with (the one a list is searched by). */
  initialTerm?: string;
  /**
   * Shows all the results in the page's list (the category page) or on the search page (the
   * header's search): Enter in the field and a button under it give it the term, when there is
   * one.
   */
  onSubmitTerm?: (term: string) => void;
  /** The text of that button; 'Show all results in the list' by default. */
  submitLabel?: string;
};

/**
 * A search modal: a search field and its results. It is mounted only while open, so closing
 * it clears what was typed and the results (spec 2).
 */
export function SearchDialog({
  title,
  onClose,
  categoryId,
  controls,
  initialTerm = '',
  onSubmitTerm,
  submitLabel,
}: SearchDialogProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(initialTerm);
  const submit =
    onSubmitTerm && term.trim() !== ''
      ? () => {
          onSubmitTerm(term);
        }
      : undefined;

  return (
    <ModalDialog title={title} onClose={onClose} initialFocusRef={inputRef}>
      <SearchField
        inputRef={inputRef}
        value={term}
        onChange={setTerm}
        placeholder={t('searchForProduct')}
        onSubmit={submit}
      />
      {controls}
      {submit ? (
        <button
          type="button"
          onClick={submit}
          className="mt-2 inline-flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-teal-800 hover:underline"
        >
          <List aria-hidden="true" className="size-4 shrink-0" />
          {submitLabel ?? t('search.showAllInList')}
        </button>
      ) : null}
      <SearchResults term={term} categoryId={categoryId} />
    </ModalDialog>
  );
}
