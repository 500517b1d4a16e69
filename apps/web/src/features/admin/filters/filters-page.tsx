import { parseId, type ConsoleCategoryFilters, type ConsoleFilter } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { errorToastText } from '../../../shared/form/form-errors';
import { notFound } from '../../../shared/lib/not-found';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { refreshAfterAction } from '../api/keys';
import { PRIMARY_BUTTON } from '../components/buttons';
import { ConsolePage } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { swapNeighbours } from '../components/reorder-buttons';
import { FilterForm } from './filter-form';
import { FilterItem } from './filter-item';
import { categoryFiltersQueryOptions, reorderFilters } from './filters-api';

/**
 * `/{lang}/admin/categories/{id}/filters` (admin only): a main category's filters in order, to
 * add, edit, reorder and delete; a sub-category's are its main category's, edited there.
 */
export function FiltersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = parseId(useParams().categoryId);
  if (id === null) notFound();
  const query = useQuery(categoryFiltersQueryOptions(lang, id));
  const name = query.data?.category[lang === 'ar' ? 'name_ar' : 'name_en'];
  return (
    <ConsolePage title={name ? t('admin.filters.titleOf', { name }) : t('admin.filters.title')}>
      <Loaded query={query}>{(data) => <FilterList data={data} />}</Loaded>
    </ConsolePage>
  );
}

/** Which filter the form edits: none, a new one, or one of the list. */
type Editing = null | 'new' | number;

function FilterList({ data }: { data: ConsoleCategoryFilters }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState(false);
  const { category, filters } = data;
  if (category.top_id !== category.id) {
    return (
      <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">
        {t('admin.filters.sharedWithTop')}{' '}
        <Link
          to={paths.admin.categoryFilters(lang, category.top_id)}
          className="font-medium text-teal-800 underline"
        >
          {t('admin.filters.openTop')}
        </Link>
      </p>
    );
  }
  const done = async () => {
    setEditing(null);
    await refreshAfterAction(queryClient);
  };
  const move = async (index: number, step: -1 | 1) => {
    const ids = filters.map((filter) => filter.id);
    setMoving(true);
    try {
      const answer = await reorderFilters(category.id, swapNeighbours(ids, index, step));
      toast.success(answer.message ?? t('admin.done'));
      await refreshAfterAction(queryClient);
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setMoving(false);
    }
  };
  const form = (filter?: ConsoleFilter) => (
    <FilterForm
      categoryId={category.id}
      filter={filter}
      onDone={() => void done()}
      onCancel={() => {
        setEditing(null);
      }}
    />
  );
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('admin.filters.hint')}</p>
      {filters.length === 0 ? (
        <Empty text={t('admin.filters.empty')} />
      ) : (
        <ol aria-label={t('admin.filters.listLabel')} className="space-y-3">
          {filters.map((filter, index) => (
            <li key={filter.id}>
              {editing === filter.id ? (
                form(filter)
              ) : (
                <FilterItem
                  filter={filter}
                  categoryId={category.id}
                  index={index}
                  count={filters.length}
                  busy={moving}
                  onMove={(step) => void move(index, step)}
                  onEdit={() => {
                    setEditing(filter.id);
                  }}
                  onRemoved={() => void done()}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {editing === 'new' ? (
        form()
      ) : (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('admin.filters.add')}
        </button>
      )}
    </div>
  );
}
