import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { resendOtp, verifyResetOtp } from '../api';
import { OtpForm } from '../../../shared/account/otp-form';
import { phoneState } from '../../../shared/account/phone-state';

/** Password reset, step 2: the server checks the code and hands out a single-use reset token. */
export function OtpVerificationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const state = phoneState(useLocation().state);
  if (state === null) return <Navigate to={paths.forgotPassword(lang)} replace />;
  const phone = state.phone_number;

  return (
    <OtpForm
      title={t('otp.resetTitle')}
      phoneNumber={phone}
      onVerify={async (otp) => {
        const { reset_token } = await verifyResetOtp({ phone_number: phone, otp });
        await navigate(paths.newPassword(lang), {
          replace: true,
          state: { phone_number: phone, reset_token },
        });
      }}
      onResend={() => resendOtp({ phone_number: phone, purpose: 'reset_password' })}
    />
  );
}
