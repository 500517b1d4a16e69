import { Flag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-store';
import { useSignInGate } from '../auth/use-sign-in-gate';
import { loadAccountTexts } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import type { ReportSubject } from './report-api';
import type { ReportedAs } from './report-dialog';

/** The dialog and its texts (the account pages'), loaded on the first press. */
const ReportDialog = lazy(async () => {
  const [module] = await Promise.all([import('./report-dialog'), loadAccountTexts()]);
  return { default: module.ReportDialog };
});

/** The address parameter that brings a visitor back from login with the dialog open. */
const REPORT_PARAM = 'report';

const LABELS = {
  ad: 'report.ad',
  user: 'report.user',
  store: 'report.store',
} as const satisfies Partial<Record<ReportedAs, string>>;

/**
 * Report on an ad, user or store page (not shown to its owner: the caller leaves it out). A
 * visitor goes to login and comes back to this page with `?report=1`, which opens the dialog
 * once and leaves the address.
 */
export function ReportButton({
  subject,
  about,
  className = '',
}: {
  subject: ReportSubject;
  about: keyof typeof LABELS;
  /** Its placement in the parent's layout. */
  className?: string;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const mayGoOn = useSignInGate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const button = useRef<HTMLButtonElement>(null);
  const askedOnReturn = isAuthenticated && params.get(REPORT_PARAM) === '1';
  const [open, setOpen] = useState(askedOnReturn);

  useEffect(() => {
    if (!askedOnReturn) return;
    // The dialog gives the focus back to what had it when it opened: this button.
    button.current?.focus();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REPORT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [askedOnReturn, setParams]);

  const press = () => {
    const back = new URLSearchParams(params);
    back.set(REPORT_PARAM, '1');
    if (!mayGoOn('report.loginRequired', `${pathname}?${back.toString()}`)) return;
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={press}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 underline-offset-4 hover:bg-slate-100 hover:text-red-800 hover:underline ${className}`}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t(LABELS[about])}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            subject={subject}
            about={about}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
