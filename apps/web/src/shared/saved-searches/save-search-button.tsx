import type { SavedSearchQuery } from '@souq/contracts';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSignInGate } from '../auth/use-sign-in-gate';
import { loadAccountTexts } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';

/** Signed-in users only, once they ask: not part of a listing's first load. */
const SaveSearchDialog = lazy(async () => {
  const [module] = await Promise.all([import('./save-search-dialog'), loadAccountTexts()]);
  return { default: module.SaveSearchDialog };
});

/**
 * "Save search" on a listing (a category's page, the search page): the search its address
 * shows, kept with a name, to hear of new ads. A visitor goes through sign-in first and comes
 * back to the listing.
 */
export function SaveSearchButton({
  search,
  categoryName,
}: {
  search: SavedSearchQuery;
  /** The category's name, for the proposed name; none for a search of the whole site. */
  categoryName: string | undefined;
}) {
  const { t } = useTranslation();
  const gate = useSignInGate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          if (gate('saveSearch.loginRequired')) setOpen(true);
        }}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-teal-700 bg-white px-4 text-sm font-semibold text-teal-800 hover:bg-teal-50"
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t('saveSearch.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            search={search}
            categoryName={categoryName}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
