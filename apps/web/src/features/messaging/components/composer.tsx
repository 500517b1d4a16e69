import { sendMessageBody, type ConversationRole, type SendMessageBody } from '@souq/contracts';
import { SendHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { applyServerErrors, formResolver } from '../../../shared/form/form-errors';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { toast } from '../../../shared/ui/toast';
import { PictureButton, type SendPicture } from './picture-button';

const QUICK_REPLIES = ['available', 'lastPrice', 'whereToSee'] as const;

/**
 * The message box with quick replies (a buyer's questions: the seller is not offered them) and a
 * picture button. What was typed stays in the box until the server has it: a refused message
 * (too long, blocked, too fast) loses nothing.
 */
export function Composer({
  role,
  onSend,
  onSendPicture,
  disabled,
}: {
  /** The reader's side of the conversation. */
  role: ConversationRole;
  onSend: (body: string) => Promise<unknown>;
  onSendPicture: SendPicture;
  /** A block between the two: the box keeps its text but nothing can be sent. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SendMessageBody>({
    resolver: formResolver(sendMessageBody),
    defaultValues: { body: '' },
  });

  const send = async (body: string) => {
    try {
      await onSend(body);
      return true;
    } catch (error) {
      if (applyServerErrors(error, setError, ['body']).length === 0) {
        toast.error(serverErrorText(t, error));
      }
      return false;
    }
  };
  const onSubmit = handleSubmit(async (values) => {
    if (await send(values.body)) reset();
  });

  return (
    <div className="flex flex-col gap-2">
      {role === 'buying' ? (
        <div
          role="group"
          aria-label={t('messaging.quickReplies')}
          className="flex gap-2 overflow-x-auto pb-1"
        >
          {QUICK_REPLIES.map((reply) => (
            <button
              key={reply}
              type="button"
              disabled={disabled || isSubmitting}
              onClick={() => void send(t(`messaging.quick.${reply}`))}
              className="shrink-0 rounded-full border border-teal-700 px-3 py-1 text-sm text-teal-800 hover:bg-teal-50 disabled:opacity-60"
            >
              {t(`messaging.quick.${reply}`)}
            </button>
          ))}
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-wrap items-end gap-2"
      >
        <PictureButton onSend={onSendPicture} disabled={disabled} />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t('messaging.write')}
          </label>
          <textarea
            id={id}
            rows={2}
            dir="auto"
            disabled={disabled}
            placeholder={t('messaging.placeholder')}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${id}-error` : undefined}
            className={INPUT_CLASS}
            onKeyDown={(event) => {
              // Enter sends on a keyboard; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void onSubmit();
              }
            }}
            {...register('body')}
          />
          <FieldError id={`${id}-error`} message={errors.body?.message} />
        </div>
        <button
          type="submit"
          disabled={disabled || isSubmitting}
          aria-busy={isSubmitting}
          className="mb-0.5 inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {isSubmitting ? t('messaging.sending') : t('messaging.send')}
        </button>
      </form>
    </div>
  );
}
