import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { setAuthUser } from '../../../shared/auth/auth-store';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { OtpForm } from '../../../shared/account/otp-form';
import { phoneState } from '../../../shared/account/phone-state';
import { confirmPhoneChange, requestPhoneChange } from '../api';

/** `/{lang}/profile/phone`: the code sent to the new number makes it the user's. */
export function ConfirmPhonePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = phoneState(useLocation().state);
  if (state === null) return <Navigate to={paths.profile(lang)} replace />;
  const phone = state.phone_number;

  return (
    <OtpForm
      title={t('profile.confirmPhoneTitle')}
      phoneNumber={phone}
      onVerify={async (otp) => {
        const { data, message } = await confirmPhoneChange(otp);
        setAuthUser(data);
        queryClient.setQueryData(['me', lang], data);
        toast.success(message ?? t('profile.saved'));
        await navigate(paths.profile(lang), { replace: true });
      }}
      onResend={() => requestPhoneChange({ phone_number: phone })}
    />
  );
}
