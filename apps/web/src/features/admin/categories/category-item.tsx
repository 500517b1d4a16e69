import type { ConsoleCategory } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, MoveRight, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageText, errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { ICON_BUTTON } from '../components/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ReorderButtons, swapNeighbours } from '../components/reorder-buttons';
import {
  deleteCategory,
  refreshCatalog,
  reorderCategories,
  setCategoryHidden,
} from './categories-api';
import { nameIn } from './names';

/** What the side panel does: add a category, or edit or empty one. */
export type Editing = { kind: 'add' } | { kind: 'edit' | 'moveAds'; id: number };

/** One category of the tree: its picture, both names, its ads, and what can be done to it. */
export function CategoryItem({
  category,
  siblings,
  index,
  onEdit,
  children,
}: {
  category: ConsoleCategory;
  /** The ids of its level, in order (moving it up or down reorders them). */
  siblings: number[];
  index: number;
  onEdit: (editing: Editing) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const name = nameIn(lang, category);

  const run = async (step: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const answer = await step();
      toast.success(answer.message ?? t('admin.categories.saved'));
      await refreshCatalog(queryClient);
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const reorder = (step: -1 | 1) =>
    run(() =>
      reorderCategories({
        parent_id: category.parent_id,
        ids: swapNeighbours(siblings, index, step),
      }),
    );
  const remove = async () => {
    setBusy(true);
    try {
      const answer = await deleteCategory(category.id);
      toast.success(answer.message ?? t('admin.categories.removed'));
      setConfirming(false);
      await refreshCatalog(queryClient);
    } catch (error) {
      // Refused (it has ads or filters): the dialog says why and to hide it instead.
      setRefusal(errorMessageText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="py-3 first:pt-0 last:pb-0" data-category={category.slug}>
      <div className="flex flex-wrap items-center gap-3">
        <img
          src={category.icon}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            <span lang="en" dir="ltr">
              {category.name_en}
            </span>
            {' · '}
            <span lang="ar" dir="rtl">
              {category.name_ar}
            </span>
            {category.hidden ? (
              <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('admin.categories.hiddenBadge')}
              </span>
            ) : null}
          </p>
          <p className="text-xs text-slate-600">
            <span dir="ltr">{category.slug}</span> ·{' '}
            {t('admin.categories.adCounts', { live: category.live_ads, all: category.all_ads })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <ReorderButtons
            labels={{
              up: t('admin.categories.up', { name }),
              down: t('admin.categories.down', { name }),
            }}
            index={index}
            count={siblings.length}
            busy={busy}
            onMove={(step) => void reorder(step)}
          />
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => {
              onEdit({ kind: 'edit', id: category.id });
            }}
            aria-label={t('admin.categories.edit', { name })}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            disabled={busy}
            onClick={() => void run(() => setCategoryHidden(category.id, !category.hidden))}
            aria-label={t(category.hidden ? 'admin.categories.show' : 'admin.categories.hide', {
              name,
            })}
          >
            {category.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
          </button>
          {category.parent_id === null ? (
            <Link
              to={paths.admin.categoryFilters(lang, category.id)}
              className={ICON_BUTTON}
              aria-label={t('admin.categories.filters', { name })}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => {
              onEdit({ kind: 'moveAds', id: category.id });
            }}
            aria-label={t('admin.categories.moveAds', { name })}
          >
            <MoveRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} text-red-700`}
            onClick={() => {
              setRefusal(undefined);
              setConfirming(true);
            }}
            aria-label={t('admin.categories.delete', { name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {children}
      {confirming ? (
        <ConfirmDialog
          title={t('admin.categories.confirmDeleteTitle', { name })}
          confirm={t('admin.categories.confirmDelete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>{t('admin.categories.confirmDeleteBody')}</p>
          {refusal === undefined ? null : (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
              {refusal}
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
