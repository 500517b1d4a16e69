import { useNavigate, useSearchParams } from 'react-router';
import { setAuthUser } from '../../../shared/auth/auth-store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { verifyStaffCode } from '../api';
import { OtpForm } from '../../../shared/account/otp-form';
import { useSignInRedirect } from '../use-sign-in-redirect';

/**
 * A moderator's or admin's second sign-in step, every time: the code texted to their phone, in
 * the code screens' one form (it verifies at the sixth digit; a wrong code's error shows in it).
 * A new code is asked by signing in again with the password kept on this page. Signed in, they
 * go where they were going, else to the console.
 */
export function StaffCodeStep({
  phone,
  remember,
  onResend,
}: {
  phone: string;
  remember: boolean;
  onResend: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { destination } = useSignInRedirect();
  return (
    <OtpForm
      title={t('auth.staffCodeTitle')}
      phoneNumber={phone}
      onVerify={async (otp) => {
        const { user } = await verifyStaffCode({ phone_number: phone, otp, remember });
        setAuthUser(user);
        toast.success(t('auth.loginSuccess'));
        const to = search.get('redirect') === null ? paths.admin.dashboard(lang) : destination;
        await navigate(to, { replace: true });
      }}
      onResend={onResend}
    />
  );
}
