import type { FilterDefinition } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ModalDialog } from '../../ui/modal-dialog';
import { FilterField } from './filter-field';
import { toFilterAttributes, type FilterDraft } from './filter-state';

type FilterModalProps = {
  definitions: UseQueryResult<FilterDefinition[]>;
  /** The filters applied now: the form starts from them. */
  applied: FilterDraft;
  onApply: (draft: FilterDraft) => void;
  onReset: () => void;
  onClose: () => void;
};

/**
 * The filter modal: every change stays in this form until Apply (spec 4); Apply is refused
 * while a range shows an error, and focus goes to the first field in error.
 */
export function FilterModal({ definitions, applied, onApply, onReset, onClose }: FilterModalProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<FilterDraft>(applied);
  const list = definitions.data ?? [];

  const apply = () => {
    if (!toFilterAttributes(list, draft).valid) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onApply(draft);
  };

  return (
    <ModalDialog
      title={t('filters.title')}
      onClose={onClose}
      className="my-auto max-h-[calc(100dvh-1rem)] w-[min(40rem,calc(100%-1rem))] sm:max-h-[calc(100dvh-4rem)]"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {definitions.isPending ? <p className="mt-4 text-slate-600">{t('loading')}</p> : null}
        {definitions.isError ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
            {t('oopsError')}
          </p>
        ) : null}
        {definitions.isSuccess && list.length === 0 ? (
          <p className="mt-4 text-slate-600">{t('filters.none')}</p>
        ) : null}
        <div className="mt-4 space-y-5">
          {list.map((definition) => (
            <FilterField
              key={definition.id}
              definition={definition}
              value={draft[definition.id]}
              onChange={(value) => {
                setDraft((current) => ({ ...current, [definition.id]: value }));
              }}
            />
          ))}
        </div>
        <div className="sticky bottom-0 -mx-4 mt-6 flex gap-3 border-t border-slate-200 bg-white px-4 pt-4 pb-4 sm:-mx-6 sm:px-6">
          <button
            type="button"
            onClick={onReset}
            className="flex-1 rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('filters.reset')}
          </button>
          <button
            type="submit"
            className="flex-1 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('filters.apply')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
