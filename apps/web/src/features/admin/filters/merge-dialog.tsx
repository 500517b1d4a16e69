import type { ConsoleFilter } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { INPUT_CLASS } from '../../../shared/form/fields';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { toast } from '../../../shared/ui/toast';
import { refreshAfterAction } from '../api/keys';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { removeOption } from './filters-api';

/**
 * An option that ads use leaves only by merging into another option of the filter: says how
 * many ads use it, and moves their answers to the option chosen.
 */
export function MergeDialog({
  categoryId,
  filter,
  option,
  ads,
  onMerged,
  onCancel,
}: {
  categoryId: number;
  filter: ConsoleFilter;
  option: string;
  ads: number;
  onMerged: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const cancel = useRef<HTMLButtonElement>(null);
  const selectId = useId();
  const others = filter.options.filter((item) => item.en !== option);
  const [into, setInto] = useState(others[0]?.en ?? '');
  const [busy, setBusy] = useState(false);
  const label = (en: string) => {
    const found = filter.options.find((item) => item.en === en);
    return found && lang === 'ar' ? found.ar : en;
  };
  const merge = async () => {
    setBusy(true);
    try {
      const answer = await removeOption(categoryId, filter.id, { option, merge_into: into });
      toast.success(answer.message ?? t('admin.done'));
      await refreshAfterAction(queryClient);
      onMerged();
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      title={t('admin.filters.mergeTitle', { option: label(option) })}
      onClose={onCancel}
      initialFocusRef={cancel}
      className="mt-32 w-[min(28rem,calc(100%-2rem))]"
    >
      <p className="mt-2 text-slate-700">
        {t('admin.filters.optionUsed', { count: ads, option: label(option) })}
      </p>
      {others.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('admin.filters.nothingToMerge')}</p>
      ) : (
        <div className="mt-3">
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('admin.filters.mergeInto')}
          </label>
          <select
            id={selectId}
            className={INPUT_CLASS}
            value={into}
            onChange={(event) => {
              setInto(event.target.value);
            }}
          >
            {others.map((item) => (
              <option key={item.en} value={item.en}>
                {lang === 'ar' ? item.ar : item.en}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('admin.cancel')}
        </button>
        <button
          type="button"
          disabled={busy || others.length === 0}
          onClick={() => void merge()}
          className={DANGER_BUTTON}
        >
          {t('admin.filters.merge')}
        </button>
      </div>
    </ModalDialog>
  );
}
