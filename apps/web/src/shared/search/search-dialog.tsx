import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <SearchField
        inputRef={inputRef}
        value={term}
        onChange={setTerm}
        placeholder={t('searchForProduct')}
      />
      {controls}
      <SearchResults term={term} categoryId={categoryId} />
    </ModalDialog>
  );
}
