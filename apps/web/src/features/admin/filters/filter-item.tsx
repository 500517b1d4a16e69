import type { ConsoleFilter } from '@souq/contracts';
import { useState } from 'react';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ReorderButtons } from '../components/reorder-buttons';
import { removeFilter } from './filters-api';

/** One filter of the list: its names, type and options (with their ads), and its steps. */
export function FilterItem({
  filter,
  categoryId,
  index,
  count,
  busy,
  onMove,
  onEdit,
  onRemoved,
}: {
  filter: ConsoleFilter;
  categoryId: number;
  /** Its place in the list of `count`, which it moves up or down in (`busy` while one moves). */
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const name = lang === 'ar' ? filter.name_ar : filter.name_en;
  const other = lang === 'ar' ? filter.name_en : filter.name_ar;
  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await removeFilter(categoryId, filter.id, filter.ads > 0);
      toast.success(answer.message ?? t('admin.done'));
      setConfirming(false);
      onRemoved();
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setRemoving(false);
    }
  };
  return (
    <article
      aria-label={name}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:flex sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">
          {name} <span className="font-normal text-slate-600">({other})</span>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t(`admin.filters.types.${filter.type}`)}
          {filter.required && ` · ${t('admin.filters.requiredBadge')}`}
          {filter.is_price && ` · ${t('admin.filters.priceBadge')}`}
          {' · '}
          {t('admin.filters.adsCount', { count: filter.ads })}
        </p>
        {filter.type === 'range' && (
          <p className="mt-1 text-sm text-slate-700">
            {t('admin.filters.rangeOf', { min: filter.min, max: filter.max })}
          </p>
        )}
        {filter.options.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('admin.filters.options')}>
            {filter.options.map((option) => (
              <li
                key={option.en}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800"
              >
                {lang === 'ar' ? option.ar : option.en}{' '}
                <span className="text-slate-600">({option.ads})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:shrink-0">
        <ReorderButtons
          labels={{
            up: t('admin.filters.moveUp', { name }),
            down: t('admin.filters.moveDown', { name }),
          }}
          index={index}
          count={count}
          busy={busy}
          onMove={onMove}
          className={SECONDARY_BUTTON}
        />
        <button type="button" className={SECONDARY_BUTTON} onClick={onEdit}>
          {t('admin.filters.edit')}
        </button>
        <button
          type="button"
          className={DANGER_BUTTON}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('admin.filters.remove')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('admin.filters.removeTitle', { name })}
          confirm={t('admin.filters.remove')}
          busy={removing}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          {filter.ads > 0
            ? t('admin.filters.removeAnswered', { count: filter.ads })
            : t('admin.filters.removeUnused')}
        </ConfirmDialog>
      )}
    </article>
  );
}
