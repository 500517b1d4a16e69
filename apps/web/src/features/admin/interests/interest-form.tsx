import { interestBody, type ConsoleInterest, type InterestBody } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { refreshInterests, saveInterest } from './interests-api';

const FIELDS = ['name_en', 'name_ar'] as const;

/** Adds an interest (none given) or renames one in both languages. */
export function InterestForm({
  interest,
  onDone,
}: {
  interest?: ConsoleInterest;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InterestBody, unknown, InterestBody>({
    resolver: formResolver(interestBody),
    defaultValues: interest
      ? { name_en: interest.name_en, name_ar: interest.name_ar }
      : { name_en: '', name_ar: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveInterest(interest?.id ?? null, values);
      toast.success(answer.message ?? t('admin.interests.saved'));
      reset();
      await refreshInterests(queryClient);
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, [...FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('admin.interests.fields.name_en')}
        dir="ltr"
        lang="en"
        error={errors.name_en?.message}
        {...register('name_en')}
      />
      <TextField
        label={t('admin.interests.fields.name_ar')}
        dir="rtl"
        lang="ar"
        error={errors.name_ar?.message}
        {...register('name_ar')}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={PRIMARY_BUTTON}
        >
          {interest ? t('admin.interests.save') : t('admin.interests.add')}
        </button>
        {interest ? (
          <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
            {t('admin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
