import { Search } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { SearchOverlay } from '../../features/search';
import {
  closeSearchOverlay,
  openSearchOverlay,
  useSearchOverlayOpen,
} from '../../shared/search/search-overlay-state';

/** A search bar from md up, a search icon below; both open the same overlay. */
export function SearchControls() {
  const { t } = useTranslation();
  const open = useSearchOverlayOpen();

  return (
    <>
      <button
        type="button"
        onClick={openSearchOverlay}
        aria-haspopup="dialog"
        className="mx-2 hidden h-10 min-w-0 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-4 text-start text-sm text-slate-600 hover:border-slate-400 md:flex"
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{t('searchForProduct')}</span>
      </button>
      <button
        type="button"
        onClick={openSearchOverlay}
        aria-haspopup="dialog"
        aria-label={t('header.search')}
        className="ms-auto rounded-lg p-2 text-slate-700 hover:bg-slate-100 max-sm:px-1.5 md:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {open ? <SearchOverlay onClose={closeSearchOverlay} /> : null}
    </>
  );
}
