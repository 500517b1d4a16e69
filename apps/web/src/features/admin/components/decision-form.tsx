import {
  MAX_SUSPENSION_DAYS,
  MODERATION_REASON_MAX_LENGTH,
  dismissReportBody,
  type Envelope,
} from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { FieldError, TextAreaField, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { refreshAfterAction } from '../api/keys';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** One thing staff can decide here, and the call that does it. */
export type Decision = {
  value: string;
  label: string;
  /** A step that cannot be taken back asks first. */
  confirm?: { title: string; text: string };
  /** A suspension: how many days. */
  needsDays?: boolean;
  run: (reason: string, days: number | undefined) => Promise<Envelope<unknown>>;
};

type Values = { decision: string; reason: string; days?: number };

/** Every decision says why (the person concerned and the audit log see it). */
function decisionSchema(decisions: Decision[]) {
  return z
    .object({
      decision: z.string('required').min(1, 'required'),
      reason: dismissReportBody.shape.reason,
      days: z
        .number('suspension_days')
        .int('suspension_days')
        .min(1, 'suspension_days')
        .max(MAX_SUSPENSION_DAYS, 'suspension_days')
        .optional(),
    })
    .superRefine((values, context) => {
      const chosen = decisions.find((decision) => decision.value === values.decision);
      if (chosen?.needsDays && values.days === undefined) {
        context.addIssue({ code: 'custom', path: ['days'], message: 'suspension_days' });
      }
    });
}

/**
 * A choice of decisions (radio buttons), the days of a suspension, the required reason and one
 * button named by the chosen decision. A ban or a deletion asks first. Done, the server's text
 * shows in a toast and the console's lists and figures are asked again.
 */
export function DecisionForm({
  legend,
  decisions,
  onDone,
}: {
  legend: string;
  decisions: Decision[];
  onDone?: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const schema = useMemo(() => decisionSchema(decisions), [decisions]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: formResolver(schema),
    defaultValues: { decision: '', reason: '' },
  });
  const [asking, setAsking] = useState<{ decision: Decision; values: Values } | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = useWatch({ control, name: 'decision' });
  const chosen = decisions.find((decision) => decision.value === choice);

  const run = async (decision: Decision, values: Values) => {
    setBusy(true);
    try {
      const answer = await decision.run(
        values.reason,
        decision.needsDays ? values.days : undefined,
      );
      toast.success(answer.message ?? t('admin.done'));
      setAsking(null);
      reset();
      await refreshAfterAction(queryClient);
      onDone?.(decision);
    } catch (error) {
      setAsking(null);
      applyServerErrors(error, setError, ['reason', 'days']);
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    const decision = decisions.find((candidate) => candidate.value === values.decision);
    if (!decision) return;
    if (decision.confirm) setAsking({ decision, values });
    else await run(decision, values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset aria-describedby={errors.decision ? `${id}-decision` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
        <div className="flex flex-wrap gap-2">
          {decisions.map((decision) => (
            <label
              key={decision.value}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:ring-2 has-focus-visible:ring-teal-600/40"
            >
              <input
                type="radio"
                value={decision.value}
                className="size-4 accent-teal-700"
                {...register('decision')}
              />
              {decision.label}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-decision`} message={errors.decision?.message} />
      </fieldset>
      {chosen?.needsDays ? (
        <TextField
          label={t('admin.decision.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SUSPENSION_DAYS}
          className="[&_input]:max-w-40"
          error={errors.days?.message}
          {...register('days', {
            setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
          })}
        />
      ) : null}
      <TextAreaField
        label={t('admin.decision.reason')}
        rows={3}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <button
        type="submit"
        disabled={isSubmitting || busy}
        aria-busy={busy}
        className={`w-full rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 sm:w-auto ${
          chosen?.confirm ? 'bg-red-700 hover:bg-red-800' : 'bg-teal-700 hover:bg-teal-800'
        }`}
      >
        {chosen?.label ?? t('admin.decision.apply')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={asking.decision.confirm?.title ?? asking.decision.label}
          confirm={asking.decision.label}
          busy={busy}
          onConfirm={() => void run(asking.decision, asking.values)}
          onCancel={() => {
            setAsking(null);
          }}
        >
          <p>{asking.decision.confirm?.text}</p>
          <p className="mt-2 text-sm text-slate-600">
            {t('admin.decision.reason')}: <bdi>{asking.values.reason}</bdi>
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
