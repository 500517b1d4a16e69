import type { JobOfferDetail } from '@souq/contracts';
import { BadgeCheck, CalendarX2, Send } from 'lucide-react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/http/api-error';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { useApplyToJob } from './apply-to-job';

/**
 * Spec 2 and 8: the apply button, hidden once applied ('already applied' instead). Success
 * shows applySuccess, 409 alreadyApplied, anything else the server's message; the job and the
 * lists are fetched again either way. Without a session: login, then back here.
 */
export function ApplyButton({ offer }: { offer: JobOfferDetail }) {
  const { t } = useTranslation();
  const allowed = useSignInGate();
  const applying = useApplyToJob(offer.id);

  if (offer.has_applied) {
    return (
      <p className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-4 py-2.5 font-semibold text-green-900 ring-1 ring-green-200">
        <BadgeCheck aria-hidden="true" className="size-5" />
        {t('jobs.alreadyAppliedLabel')}
      </p>
    );
  }
  if (offer.is_expired) {
    return (
      <p className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2.5 font-semibold text-slate-700">
        <CalendarX2 aria-hidden="true" className="size-5" />
        {t('jobs.closed')}
      </p>
    );
  }
  return (
    <button
      type="button"
      disabled={applying.isPending}
      onClick={() => {
        if (!allowed('jobs.loginRequiredToApply')) return;
        applying.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('applySuccess'));
          },
          onError: (error) => {
            toast.error(
              error instanceof ApiError && error.status === 409
                ? t('alreadyApplied')
                : serverErrorText(t, error),
            );
          },
        });
      }}
      className="inline-flex items-center gap-2 rounded-lg bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
    >
      <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {applying.isPending ? t('jobs.applying') : t('jobs.apply')}
    </button>
  );
}
