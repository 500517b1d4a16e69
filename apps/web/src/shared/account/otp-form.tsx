import { LIMITS } from '@souq/contracts';
import { useEffect, useEffectEvent, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from '../ui/toast';
import { useTranslation } from '../i18n/use-translation';
import { SubmitButton } from '../form/fields';
import { errorToastText } from '../form/form-errors';
import { ApiError } from '../http/api-error';
import { AuthShell } from './auth-shell';
import { EMPTY_OTP, OtpInput } from './otp-input';

type Props = {
  title: string;
  phoneNumber: string;
  /** Rejects with the server's error; the form shows it. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
};

/** The server's word on a code: its field error (a wrong or expired code), else its message. */
function codeProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors.otp?.[0] ?? (error.message === '' ? undefined : error.message);
}

/**
 * The code entry all three code screens share (registration, password reset, phone change):
 * 6 boxes, the phone number, verify and resend. The 6th digit verifies at once (the button too),
 * and a refused code's error shows in the form, with the boxes emptied for the next try: typing
 * over a full set would verify at every digit and spend the few tries a code has.
 */
export function OtpForm({ title, phoneNumber, onVerify, onResend }: Props) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>([...EMPTY_OTP]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<HTMLDivElement>(null);

  const verify = async (otp: string) => {
    if (busy) return;
    if (otp.length !== LIMITS.otpLength) {
      setProblem(t('otp_length', { ns: 'validation' }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onVerify(otp);
    } catch (error) {
      setBusy(false);
      setDigits([...EMPTY_OTP]);
      setProblem(codeProblem(error) ?? t('unexpectedError'));
      boxes.current?.querySelector('input')?.focus();
    }
  };

  const code = digits.join('');
  const verifyComplete = useEffectEvent((complete: string) => {
    void verify(complete);
  });
  useEffect(() => {
    if (code.length !== LIMITS.otpLength) return;
    // After this render: a digit typed over at once (or StrictMode's second run) cancels it.
    const pending = setTimeout(() => {
      verifyComplete(code);
    });
    return () => {
      clearTimeout(pending);
    };
  }, [code]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const resend = async () => {
    try {
      await onResend();
      setDigits([...EMPTY_OTP]);
      toast.success(t('otp.resent'));
    } catch (error) {
      toast.error(errorToastText(t, error));
    }
  };

  return (
    <AuthShell
      title={title}
      subtitle={
        <>
          {t('otp.sentTo')}{' '}
          <bdi dir="ltr" className="font-semibold text-slate-900">
            {phoneNumber}
          </bdi>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <div ref={boxes}>
          <OtpInput
            value={digits}
            onChange={(update) => {
              setDigits(update);
              setProblem(null);
            }}
            label={t('otp.label')}
            invalid={problem !== null}
          />
        </div>
        {problem === null ? null : (
          <p role="alert" className="text-center text-sm text-red-700">
            {problem}
          </p>
        )}
        <SubmitButton busy={busy}>{t('otp.verify')}</SubmitButton>
        <p className="text-center text-sm text-slate-700">
          {t('otp.noCode')}{' '}
          <button
            type="button"
            onClick={() => void resend()}
            className="font-medium text-teal-800 underline-offset-2 hover:underline"
          >
            {t('otp.resend')}
          </button>
        </p>
      </form>
    </AuthShell>
  );
}
