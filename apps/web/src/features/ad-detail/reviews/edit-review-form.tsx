import { updateReviewBody, type Review, type UpdateReviewBody } from '@souq/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { applyServerErrors, formResolver } from '../../../shared/form/form-errors';
import { useUpdateReview } from '../api/update-review';

type EditReviewFormProps = { adId: number; review: Review; onDone: () => void };

/** Edit mode: save sends the new text; cancel leaves it, so the original text shows again. */
export function EditReviewForm({ adId, review, onDone }: EditReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateReview(adId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateReviewBody>({
    resolver: formResolver(updateReviewBody),
    defaultValues: { review: review.review },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: review.id, review: values.review });
      toast.success(t('reviewEdited'));
      onDone();
    } catch (error) {
      if (applyServerErrors(error, setError, ['review']).length === 0) {
        toast.error(t('reviews.editError'));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-2">
      <label htmlFor={id} className="sr-only">
        {t('reviews.editLabel')}
      </label>
      <textarea
        id={id}
        rows={3}
        dir="auto"
        autoFocus
        aria-invalid={errors.review ? true : undefined}
        aria-describedby={errors.review ? `${id}-error` : undefined}
        className={INPUT_CLASS}
        {...register('review')}
      />
      <FieldError id={`${id}-error`} message={errors.review?.message} />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
        >
          {isSubmitting ? t('reviews.saving') : t('reviews.save')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}
