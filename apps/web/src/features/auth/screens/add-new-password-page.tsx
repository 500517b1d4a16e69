import { resetPasswordBody, type ResetPasswordBody } from '@souq/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { CheckboxField, PasswordField, SubmitButton } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { resetPassword } from '../api';
import { AuthShell } from '../../../shared/account/auth-shell';
import { phoneState } from '../../../shared/account/phone-state';

/** Password reset, step 3: the new password, with the token the code check handed out. */
export function AddNewPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const state = phoneState(useLocation().state);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordBody>({
    resolver: formResolver(resetPasswordBody),
    defaultValues: {
      phone_number: state?.phone_number ?? '',
      reset_token: state?.reset_token ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  if (state?.reset_token === undefined) return <Navigate to={paths.forgotPassword(lang)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast.success(t('auth.passwordChanged'));
      await navigate(paths.login(lang), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['password', 'confirmPassword']);
      toast.error(errorToastText(t, error));
    }
  });

  return (
    <AuthShell title={t('auth.newPasswordTitle')} subtitle={t('auth.newPasswordSubtitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <CheckboxField label={t('auth.rememberPassword')} name="remember" />
        <SubmitButton busy={isSubmitting}>{t('auth.confirm')}</SubmitButton>
      </form>
    </AuthShell>
  );
}
