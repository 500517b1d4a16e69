import { reportConversationBody, type ReportConversationBody } from '@souq/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { applyServerErrors, formResolver } from '../../../shared/form/form-errors';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { toast } from '../../../shared/ui/toast';
import { reportConversation } from '../../../shared/messaging/messaging-api';

/** Reports the conversation to the admins with a reason; they get a copy of its messages. */
export function ReportDialog({
  conversationId,
  onClose,
}: {
  conversationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportConversationBody>({
    resolver: formResolver(reportConversationBody),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await reportConversation(conversationId, values.reason);
      if (answer.message) toast.success(answer.message);
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, ['reason']).length === 0) {
        toast.error(serverErrorText(t, error));
      }
    }
  });

  return (
    <ModalDialog title={t('messaging.reportTitle')} onClose={onClose}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <label htmlFor={id} className="font-medium text-slate-900">
          {t('messaging.reportReason')}
        </label>
        <textarea
          id={id}
          rows={4}
          dir="auto"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-error` : undefined}
          className={INPUT_CLASS}
          {...register('reason')}
        />
        <FieldError id={`${id}-error`} message={errors.reason?.message} />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-4 py-2 font-medium text-slate-700 hover:bg-slate-100"
          >
            {t('messaging.cancel')}
          </button>
          <button
            type="submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('messaging.reportSend')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
