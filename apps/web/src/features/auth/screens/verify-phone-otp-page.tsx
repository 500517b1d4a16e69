import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { setAuthUser } from '../../../shared/auth/auth-store';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { resendOtp, verifyOtp } from '../api';
import { OtpForm } from '../../../shared/account/otp-form';
import { phoneState } from '../../../shared/account/phone-state';
import { useSignInRedirect } from '../use-sign-in-redirect';

/**
 * After registration: the server verifies the code and signs the user in, who goes home, or back
 * to the page they were sent to sign in from.
 */
export function VerifyPhoneOtpPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { destination } = useSignInRedirect();
  const state = phoneState(useLocation().state);
  if (state === null) return <Navigate to={paths.register(lang)} replace />;
  const phone = state.phone_number;

  return (
    <OtpForm
      title={t('otp.verifyPhoneTitle')}
      phoneNumber={phone}
      onVerify={async (otp) => {
        const { user } = await verifyOtp({ phone_number: phone, otp });
        setAuthUser(user);
        toast.success(t('auth.loginSuccess'));
        await navigate(destination, { replace: true });
      }}
      onResend={() => resendOtp({ phone_number: phone, purpose: 'verify_phone' })}
    />
  );
}
