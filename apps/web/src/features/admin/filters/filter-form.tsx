import {
  consoleFilterBody,
  FILTER_TYPES,
  isChoiceFilterType,
  type ConsoleFilter,
  type ConsoleFilterBody,
  type ConsoleFilterInput,
} from '@souq/contracts';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { CheckboxField, INPUT_CLASS, FieldError, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { addFilter, saveFilter } from './filters-api';
import { MergeDialog } from './merge-dialog';

const EMPTY_OPTION = { en: '', ar: '' };
const YES_NO = [
  { en: 'Yes', ar: 'نعم' },
  { en: 'No', ar: 'لا' },
];

function initialValues(filter: ConsoleFilter | undefined): ConsoleFilterInput {
  if (!filter) {
    return {
      name_en: '',
      name_ar: '',
      type: 'multiselect',
      options: [EMPTY_OPTION],
      min: null,
      max: null,
      required: false,
    };
  }
  return {
    name_en: filter.name_en,
    name_ar: filter.name_ar,
    type: filter.type,
    // `was`: the answers of a renamed option follow it.
    options: filter.options.map((option) => ({ en: option.en, ar: option.ar, was: option.en })),
    min: filter.min,
    max: filter.max,
    required: filter.required,
  };
}

const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Adds a filter (no `filter`) or edits one, every type with its own fields. */
export function FilterForm({
  categoryId,
  filter,
  onDone,
  onCancel,
}: {
  categoryId: number;
  filter?: ConsoleFilter;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [merging, setMerging] = useState<{ index: number; option: string; ads: number } | null>(
    null,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ConsoleFilterInput, unknown, ConsoleFilterBody>({
    resolver: formResolver(consoleFilterBody),
    defaultValues: initialValues(filter),
  });
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'options' });
  const type = useWatch({ control, name: 'type' });
  const choice = isChoiceFilterType(type);

  // A type without options keeps none; a choice type starts with one row (Yes/No for a boolean).
  useEffect(() => {
    if (!choice && fields.length > 0) replace([]);
    if (choice && fields.length === 0) replace(type === 'boolean' ? YES_NO : [EMPTY_OPTION]);
    if (type !== 'range') {
      setValue('min', null);
      setValue('max', null);
    }
  }, [choice, fields.length, replace, setValue, type]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = filter
        ? await saveFilter(categoryId, filter.id, values)
        : await addFilter(categoryId, values);
      toast.success(answer.message ?? t('admin.done'));
      onDone();
    } catch (error) {
      const names = ['name_en', 'name_ar', 'type', 'options', 'min', 'max'] as const;
      const rows = fields.flatMap((_, index) => [
        `options.${String(index)}.en`,
        `options.${String(index)}.ar`,
      ]);
      applyServerErrors(error, setError, [...names, ...rows] as Path<ConsoleFilterInput>[]);
      toast.error(errorToastText(t, error));
    }
  });

  /** A used option of the saved filter leaves by merging; any other row leaves at once. */
  const removeRow = (index: number) => {
    const was = fields[index]?.was;
    const used = was === undefined ? 0 : (filter?.options.find((o) => o.en === was)?.ads ?? 0);
    if (was !== undefined && used > 0) setMerging({ index, option: was, ads: used });
    else remove(index);
  };

  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const heading = filter ? t('admin.filters.editTitle') : t('admin.filters.addTitle');
  return (
    <form
      noValidate
      aria-label={heading}
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-2xl border border-teal-200 bg-white p-4 sm:p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <div>
        <label htmlFor="filter-type" className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.filters.type')}
        </label>
        <select id="filter-type" className={`${INPUT_CLASS} max-w-xs`} {...register('type')}>
          {FILTER_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.filters.types.${value}`)}
            </option>
          ))}
        </select>
        <FieldError id="filter-type-error" message={errors.type?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.filters.nameEn')}
          dir="ltr"
          error={errors.name_en?.message}
          {...register('name_en')}
        />
        <TextField
          label={t('admin.filters.nameAr')}
          dir="rtl"
          error={errors.name_ar?.message}
          {...register('name_ar')}
        />
      </div>
      {choice && (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t('admin.filters.options')}
          </legend>
          {fields.map((field, index) => (
            <div key={field.id} className="flex flex-wrap items-end gap-2">
              <TextField
                className="min-w-40 flex-1"
                label={t('admin.filters.optionEn', { n: index + 1 })}
                dir="ltr"
                error={errors.options?.[index]?.en?.message}
                {...register(`options.${index}.en`)}
              />
              <TextField
                className="min-w-40 flex-1"
                label={t('admin.filters.optionAr', { n: index + 1 })}
                dir="rtl"
                error={errors.options?.[index]?.ar?.message}
                {...register(`options.${index}.ar`)}
              />
              <button
                type="button"
                className={`${SECONDARY_BUTTON} mb-0.5`}
                onClick={() => {
                  removeRow(index);
                }}
              >
                {t('admin.filters.removeOption', { n: index + 1 })}
              </button>
            </div>
          ))}
          <FieldError id="filter-options-error" message={optionsError} />
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => {
              append(EMPTY_OPTION);
            }}
          >
            {t('admin.filters.addOption')}
          </button>
        </fieldset>
      )}
      {type === 'range' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.filters.min')}
            type="number"
            inputMode="decimal"
            error={errors.min?.message}
            {...register('min', { setValueAs: asNumber })}
          />
          <TextField
            label={t('admin.filters.max')}
            type="number"
            inputMode="decimal"
            error={errors.max?.message}
            {...register('max', { setValueAs: asNumber })}
          />
        </div>
      )}
      <div>
        <CheckboxField label={t('admin.filters.required')} {...register('required')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={PRIMARY_BUTTON}
        >
          {t('admin.filters.save')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          {t('admin.cancel')}
        </button>
      </div>
      {merging && filter && (
        <MergeDialog
          categoryId={categoryId}
          filter={filter}
          option={merging.option}
          ads={merging.ads}
          onMerged={() => {
            remove(merging.index);
            setMerging(null);
          }}
          onCancel={() => {
            setMerging(null);
          }}
        />
      )}
    </form>
  );
}
