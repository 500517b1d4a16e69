import type { SavedSearch, SavedSearchAlerts } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCategories } from '../../shared/categories/get-categories';
import { errorToastText } from '../../shared/form/form-errors';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import { AlertsSelect } from '../../shared/saved-searches/alerts-select';
import { savedSearchAddress } from '../../shared/saved-searches/saved-search-address';
import { SAVED_SEARCHES_KEY } from '../../shared/saved-searches/saved-searches-api';
import { SECONDARY_BUTTON } from '../../shared/ui/buttons';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { toast } from '../../shared/ui/toast';
import {
  categoryQueryOptions,
  changeSavedSearch,
  deleteSavedSearch,
  markSavedSearchSeen,
} from './api';
import { RenameDialog } from './rename-dialog';

/** The name of a search's category: a top-level one from the menu's list, else its own. */
function useCategoryName(categoryId: number | null): string | undefined {
  const lang = useLang();
  const categories = useCategories();
  const topLevel = categories.data?.find((category) => category.id === categoryId)?.name;
  const own = useQuery({
    ...categoryQueryOptions(lang, categoryId ?? 0),
    enabled: categoryId !== null && categories.isSuccess && topLevel === undefined,
  });
  return topLevel ?? own.data?.name;
}

/** Whether a click opens the link elsewhere (a new tab or window), as the browser does. */
const elsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One saved search of the list: its name (to its listing, its new ads then seen), what it
 * searches, how many new ads it has, how its owner hears of them, and its renaming and deletion.
 */
export function SavedSearchRow({
  search,
  onDeleted,
}: {
  search: SavedSearch;
  /** After its deletion: the row is gone, and so is the focus it had. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameId = useId();
  const categoryName = useCategoryName(search.category_id);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [alerts, setAlerts] = useState<SavedSearchAlerts | null>(null);
  const [deleting, setDeleting] = useState(false);
  const href = savedSearchAddress(lang, search);
  const listKey = [...SAVED_SEARCHES_KEY, lang];

  const replace = (changed: SavedSearch) => {
    queryClient.setQueryData<SavedSearch[]>(listKey, (list) =>
      list?.map((item) => (item.id === changed.id ? changed : item)),
    );
  };

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const seen = markSavedSearchSeen(search.id).then(
      () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
      // Its listing opens all the same; its count stays as it was.
      () => undefined,
    );
    if (elsewhere(event)) return;
    event.preventDefault();
    void seen.then(() => navigate(href));
  };

  const changeAlerts = async (next: SavedSearchAlerts) => {
    setAlerts(next);
    try {
      replace(await changeSavedSearch(search.id, { alerts: next }));
      toast.success(t('savedSearches.alertsSaved'));
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setAlerts(null);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteSavedSearch(search.id);
    } catch (error) {
      toast.error(errorToastText(t, error));
      setDeleting(false);
      return;
    }
    toast.success(t('savedSearches.deleted'));
    queryClient.setQueryData<SavedSearch[]>(listKey, (list) =>
      list?.filter((item) => item.id !== search.id),
    );
    onDeleted();
  };

  const summary = [
    categoryName ?? (search.category_id === null ? t('savedSearches.allCategories') : null),
    search.q === '' ? null : t('savedSearches.words', { words: search.q }),
    search.filtersAttributes.length === 0
      ? null
      : t('savedSearches.filters', { count: search.filtersAttributes.length }),
  ].filter((part) => part !== null);

  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={nameId} className="text-lg font-semibold text-slate-900">
            <Link to={href} onClick={open} dir="auto" className="break-words hover:underline">
              {search.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {summary.map((part, index) => (
              <span key={part}>
                {index > 0 ? ' · ' : null}
                <bdi>{part}</bdi>
              </span>
            ))}
          </p>
        </div>
        {search.new_count > 0 ? (
          <span className="shrink-0 rounded-full bg-teal-700 px-2.5 py-0.5 text-sm font-bold text-white">
            {t('savedSearches.newCount', { count: search.new_count })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <AlertsSelect
          className="min-w-48 flex-1 sm:flex-none"
          value={alerts ?? search.alerts}
          disabled={alerts !== null}
          onChange={(event) => void changeAlerts(event.currentTarget.value as SavedSearchAlerts)}
        />
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('savedSearches.renameNamed', { name: search.name })}
          onClick={() => {
            setDialog('rename');
          }}
          className={SECONDARY_BUTTON}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('savedSearches.rename')}
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('savedSearches.deleteNamed', { name: search.name })}
          onClick={() => {
            setDialog('delete');
          }}
          className={`${SECONDARY_BUTTON} text-red-700`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('savedSearches.delete')}
        </button>
      </div>
      {dialog === 'rename' ? (
        <RenameDialog
          search={search}
          onRenamed={(renamed) => {
            replace(renamed);
            toast.success(t('savedSearches.renamed'));
          }}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('savedSearches.deleteTitle')}
          confirm={t('savedSearches.delete')}
          busy={deleting}
          onConfirm={() => void remove()}
          onCancel={() => {
            setDialog(null);
          }}
        >
          <p>{t('savedSearches.deleteText', { name: search.name })}</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
