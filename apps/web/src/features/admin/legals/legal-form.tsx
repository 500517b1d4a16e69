import {
  LEGAL_GROUPS,
  legalBody,
  type ConsoleLegal,
  type LegalBody,
  type LegalGroup,
} from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, INPUT_CLASS, TextAreaField, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { refreshLegals, saveLegal } from './legals-api';

const FIELDS = ['group', 'question_en', 'question_ar', 'answer_en', 'answer_ar'] as const;

const valuesOf = (legal: ConsoleLegal | undefined, group: LegalGroup): LegalBody =>
  legal
    ? {
        group: legal.group,
        question_en: legal.question_en,
        question_ar: legal.question_ar,
        answer_en: legal.answer_en,
        answer_ar: legal.answer_ar,
      }
    : { group, question_en: '', question_ar: '', answer_en: '', answer_ar: '' };

/**
 * Adds a question (none given) or edits one: its group, and the question and its answer in
 * each language (plain text, as the page shows it; a line break stays one).
 */
export function LegalForm({
  legal,
  group = 'privacy_policy',
  onDone,
}: {
  legal?: ConsoleLegal;
  /** The group a new question goes to unless another is chosen. */
  group?: LegalGroup;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selectId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LegalBody, unknown, LegalBody>({
    resolver: formResolver(legalBody),
    defaultValues: valuesOf(legal, group),
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveLegal(legal?.id ?? null, values);
      toast.success(answer.message ?? t('admin.legals.saved'));
      reset(valuesOf(undefined, values.group));
      await refreshLegals(queryClient);
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, [...FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.legals.fields.group')}
        </label>
        <select
          id={selectId}
          className={INPUT_CLASS}
          aria-invalid={errors.group ? true : undefined}
          aria-describedby={errors.group ? `${selectId}-error` : undefined}
          {...register('group')}
        >
          {LEGAL_GROUPS.map((key) => (
            <option key={key} value={key}>
              {t(`admin.legals.groups.${key}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${selectId}-error`} message={errors.group?.message} />
      </div>
      <TextField
        label={t('admin.legals.fields.question_en')}
        dir="ltr"
        lang="en"
        error={errors.question_en?.message}
        {...register('question_en')}
      />
      <TextAreaField
        label={t('admin.legals.fields.answer_en')}
        dir="ltr"
        lang="en"
        error={errors.answer_en?.message}
        {...register('answer_en')}
      />
      <TextField
        label={t('admin.legals.fields.question_ar')}
        dir="rtl"
        lang="ar"
        error={errors.question_ar?.message}
        {...register('question_ar')}
      />
      <TextAreaField
        label={t('admin.legals.fields.answer_ar')}
        dir="rtl"
        lang="ar"
        error={errors.answer_ar?.message}
        {...register('answer_ar')}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={PRIMARY_BUTTON}
        >
          {legal ? t('admin.legals.save') : t('admin.legals.add')}
        </button>
        {legal ? (
          <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
            {t('admin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
