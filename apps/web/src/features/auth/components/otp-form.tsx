import { LIMITS } from '@souq/contracts';
import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SubmitButton } from '../../../shared/form/fields';
import { errorToastText } from '../../../shared/form/form-errors';
import { AuthShell } from './auth-shell';
import { EMPTY_OTP, OtpInput } from './otp-input';

type Props = {
  title: string;
  phoneNumber: string;
  /** Rejects with the server's error; the form shows it. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
};

/** The code entry both OTP screens share: 6 boxes, the phone number, verify and resend. */
export function OtpForm({ title, phoneNumber, onVerify, onResend }: Props) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>([...EMPTY_OTP]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const otp = digits.join('');
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
      toast.error(errorToastText(t, error));
    }
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
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <OtpInput
          value={digits}
          onChange={(update) => {
            setDigits(update);
            setProblem(null);
          }}
          label={t('otp.label')}
          invalid={problem !== null}
        />
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
