import { searchPageQueryString } from '@souq/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { SearchDialog } from '../../../shared/search/search-dialog';
import { CategorySelect } from './category-select';

/**
 * The header's search overlay: searches the ads of every category, or of the one chosen; Enter
 * or "See all results" opens the search page with the words and the category. Mounted only
 * while open; focus goes back to the opener.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  return (
    <SearchDialog
      title={t('search.title')}
      onClose={onClose}
      categoryId={categoryId}
      controls={<CategorySelect value={categoryId} onChange={setCategoryId} />}
      submitLabel={t('searchPage.seeAll')}
      onSubmitTerm={(term) => {
        onClose();
        const search = { q: term.trim(), category_id: categoryId, page: 1 };
        void navigate(`${paths.search(lang)}?${searchPageQueryString(search)}`);
      }}
    />
  );
}
