import { updateReviewBody, type UpdateReviewBody } from '@souq/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { applyServerErrors, formResolver } from '../../../shared/form/form-errors';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { toast } from '../../../shared/ui/toast';
import { useCreateReview } from '../api/create-review';
import { REVIEW_BOX } from './review-box';
import { UserAvatar } from './user-avatar';

type ReviewFormProps = { adId: number; name: string; avatar: string | null };

/**
 * Spec 4: the signed-in user's avatar and name over the text; sending disables the button and
 * shows the sending label; success empties the text, toasts reviewAdded and reloads the list.
 */
export function ReviewForm({ adId, name, avatar }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateReview(adId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateReviewBody>({
    resolver: formResolver(updateReviewBody),
    defaultValues: { review: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values.review);
      reset();
      toast.success(t('reviewAdded'));
    } catch (error) {
      if (applyServerErrors(error, setError, ['review']).length === 0) {
        toast.error(serverErrorText(t, error));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={REVIEW_BOX}>
      <h3 className="font-semibold text-slate-900">{t('reviews.write')}</h3>
      <div className="flex items-center gap-3">
        <UserAvatar src={avatar} />
        <span dir="auto" className="truncate font-medium text-slate-900">
          {name}
        </span>
      </div>
      <label htmlFor={id} className="sr-only">
        {t('reviews.write')}
      </label>
      <textarea
        id={id}
        rows={4}
        dir="auto"
        placeholder={t('reviews.placeholder')}
        aria-invalid={errors.review ? true : undefined}
        aria-describedby={errors.review ? `${id}-error` : undefined}
        className={INPUT_CLASS}
        {...register('review')}
      />
      <FieldError id={`${id}-error`} message={errors.review?.message} />
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className="w-full rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {isSubmitting ? t('reviews.sending') : t('reviews.send')}
      </button>
    </form>
  );
}
