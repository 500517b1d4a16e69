import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  reportBody,
  type ReportBody,
} from '@souq/contracts';
import { CircleCheck } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { FieldError, INPUT_CLASS } from '../form/fields';
import { applyServerErrors, formResolver } from '../form/form-errors';
import { ApiError } from '../http/api-error';
import { serverErrorText } from '../http/server-error-text';
import { useTranslation } from '../i18n/use-translation';

type ReportFormProps = {
  /** Sends the report; answers the server's thanks. */
  send: (body: ReportBody) => Promise<{ message?: string }>;
  /** Leaves the form: its Cancel button, and its Close button once the report is sent. */
  onClose: () => void;
  /** Given the first reason's radio button, which gets the focus when the dialog opens. */
  firstReasonRef?: RefObject<HTMLInputElement | null>;
};

const BUTTON = 'rounded-lg px-4 py-2.5 font-semibold disabled:opacity-60';

/**
 * A report: one of the reasons and an optional note, checked by the contract's schema with the
 * server's messages. The server's refusals (already reported, a field it rejects) show in the
 * form; once it is sent, its thanks replace the form.
 */
export function ReportForm({ send, onClose, firstReasonRef }: ReportFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reportBody>, unknown, z.output<typeof reportBody>>({
    resolver: formResolver(reportBody),
    defaultValues: { note: '' },
  });
  const noteLength = useWatch({ control, name: 'note' })?.length ?? 0;
  const reason = register('reason');

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await send(values);
      setSent(answer.message ?? t('reporting.sent'));
    } catch (error) {
      const onFields = applyServerErrors(error, setError, ['reason', 'note']);
      if (onFields.length === 0) {
        setProblem(error instanceof ApiError ? serverErrorText(t, error) : t('errorOccurred'));
      }
    }
  });

  if (sent !== null) {
    return (
      <div className="mt-4 space-y-5">
        <p
          role="status"
          tabIndex={-1}
          ref={(note) => {
            // The form that had the focus is gone: it goes to what replaced it.
            note?.focus();
          }}
          className="flex items-start gap-3 rounded-lg bg-teal-50 p-4 text-teal-900 ring-1 ring-teal-200 focus:outline-none"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {sent}
        </p>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className={`${BUTTON} bg-teal-700 text-white hover:bg-teal-800`}
          >
            {t('reporting.done')}
          </button>
        </div>
      </div>
    );
  }

  const reasonError = `${id}-reason-error`;
  const noteHint = `${id}-note-hint`;
  const noteError = `${id}-note-error`;
  const noteOver = noteLength > REPORT_NOTE_MAX_LENGTH;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5">
      <fieldset aria-describedby={errors.reason ? reasonError : undefined}>
        <legend className="mb-2 font-medium text-slate-900">{t('reporting.reason')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((value, index) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50 has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:ring-2 has-focus-visible:ring-teal-600/40"
            >
              <input
                type="radio"
                value={value}
                aria-invalid={errors.reason ? true : undefined}
                className="size-4 shrink-0 accent-teal-700"
                {...reason}
                ref={(input) => {
                  reason.ref(input);
                  if (index === 0 && firstReasonRef) firstReasonRef.current = input;
                }}
              />
              {t(`reporting.reasons.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={reasonError} message={errors.reason?.message} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block font-medium text-slate-900">
          {t('reporting.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          dir="auto"
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteError} ${noteHint}` : noteHint}
          className={`${INPUT_CLASS} resize-y`}
          {...register('note')}
        />
        <p
          id={noteHint}
          className={`mt-1 text-sm ${noteOver ? 'font-medium text-red-700' : 'text-slate-600'}`}
        >
          {t('reporting.noteCount', { length: noteLength, max: REPORT_NOTE_MAX_LENGTH })}
        </p>
        <FieldError id={noteError} message={errors.note?.message} />
      </div>
      <p className="text-sm text-slate-600">{t('reporting.privacy')}</p>
      {problem === null ? null : (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className={`${BUTTON} text-slate-700 hover:bg-slate-100`}
        >
          {t('reporting.cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
        >
          {t('reporting.send')}
        </button>
      </div>
    </form>
  );
}
