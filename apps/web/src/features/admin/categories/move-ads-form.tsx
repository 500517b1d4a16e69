import type { ConsoleCategory, ConsoleCategoryTree } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { errorMessageText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { PRIMARY_BUTTON } from '../components/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { moveCategoryAds, refreshCatalog } from './categories-api';
import { choicesOf, nameIn } from './names';

/**
 * Moves every ad of a category (a top level's with its sub-categories') to another category in
 * one step, after a dialog that says how many ads move and where.
 */
export function MoveAdsForm({
  category,
  tree,
  onDone,
}: {
  category: ConsoleCategory;
  tree: ConsoleCategoryTree[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const queryClient = useQueryClient();
  const choices = choicesOf(tree, lang).filter((choice) => choice.id !== category.id);
  const [targetId, setTargetId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const target = choices.find((choice) => choice.id === targetId);

  const move = async () => {
    if (targetId === null) return;
    setBusy(true);
    try {
      const answer = await moveCategoryAds(category.id, targetId);
      toast.success(answer.message ?? t('admin.categories.saved'));
      setConfirming(false);
      await refreshCatalog(queryClient);
      onDone();
    } catch (failure) {
      setConfirming(false);
      setError(errorMessageText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('admin.categories.moveAdsHint', { n: category.all_ads })}</p>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.categories.fields.target_id')}
        </label>
        <select
          id={id}
          className={INPUT_CLASS}
          value={targetId === null ? '' : String(targetId)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setError(undefined);
            setTargetId(event.target.value === '' ? null : Number(event.target.value));
          }}
        >
          <option value="">{t('admin.categories.chooseTarget')}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button
        type="button"
        disabled={targetId === null || category.all_ads === 0}
        onClick={() => {
          setConfirming(true);
        }}
        className={PRIMARY_BUTTON}
      >
        {t('admin.categories.moveAdsButton')}
      </button>
      {confirming && target ? (
        <ConfirmDialog
          title={t('admin.categories.confirmMoveTitle')}
          confirm={t('admin.categories.confirmMove', { n: category.all_ads })}
          busy={busy}
          onConfirm={() => void move()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>
            {t('admin.categories.confirmMoveBody', {
              n: category.all_ads,
              from: nameIn(lang, category),
              to: target.label,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
