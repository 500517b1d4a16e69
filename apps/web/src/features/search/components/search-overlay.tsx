import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchDialog } from '../../../shared/search/search-dialog';
import { CategorySelect } from './category-select';

/**
 * The header's search overlay: searches the ads of every category, or of the one chosen.
 * Mounted only while open; focus goes back to the opener.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  return (
    <SearchDialog
      title={t('search.title')}
      onClose={onClose}
      categoryId={categoryId}
      controls={<CategorySelect value={categoryId} onChange={setCategoryId} />}
    />
  );
}
