import { loginBody, type LoginBody } from '@souq/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { setAuthUser } from '../../../shared/auth/auth-store';
import { ApiError } from '../../../shared/http/api-error';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { CheckboxField, PasswordField, SubmitButton, TextField } from '../../../shared/form/fields';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { login } from '../api';
import { AUTH_LINK, AuthFooter } from '../components/auth-footer';
import { AuthShell } from '../../../shared/account/auth-shell';
import { useSignInRedirect } from '../use-sign-in-redirect';
import { StaffCodeStep } from './staff-code-step';

type LoginValues = z.output<typeof loginBody>;

function unverifiedPhone(error: ApiError): string | null {
  const body = error.body as { data?: { phone_number?: unknown } } | undefined;
  const phone = body?.data?.phone_number;
  return typeof phone === 'string' ? phone : null;
}

/**
 * Sign-in by phone number or user name and password. A staff account's right password leads to
 * a second step, the code texted to its phone (`StaffCodeStep`); a suspended or banned account's
 * refusal shows in the form, in the page's language.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { carry, destination } = useSignInRedirect();
  const [staffStep, setStaffStep] = useState<{ phone: string; values: LoginValues } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody, unknown, LoginValues>({
    resolver: formResolver(loginBody),
    defaultValues: { userName: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await login(values);
      if ('step' in answer) {
        setStaffStep({ phone: answer.phone_number, values });
        return;
      }
      setAuthUser(answer.user);
      toast.success(t('auth.loginSuccess'));
      await navigate(destination, { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['userName', 'password']);
      const forbidden = error instanceof ApiError && error.status === 403;
      // 403: the phone number is not verified yet (the code screen can send a new code), or the
      // account is suspended or banned (the server's text says until when).
      const phone = forbidden ? unverifiedPhone(error) : null;
      if (forbidden && phone === null) {
        setRefusal(error.message);
        return;
      }
      toast.error(errorToastText(t, error));
      if (phone !== null)
        await navigate(carry(paths.verifyPhoneOtp(lang)), { state: { phone_number: phone } });
    }
  });

  if (staffStep !== null) {
    return (
      <StaffCodeStep
        phone={staffStep.phone}
        remember={staffStep.values.remember}
        onResend={() => login(staffStep.values)}
      />
    );
  }

  return (
    <AuthShell title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('auth.phoneOrUserName')}
          autoComplete="username"
          error={errors.userName?.message}
          {...register('userName')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField label={t('auth.rememberMe')} {...register('remember')} />
          <Link to={paths.forgotPassword(lang)} className={`text-sm ${AUTH_LINK}`}>
            {t('auth.forgotPassword')}
          </Link>
        </div>
        {refusal === null ? null : (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            {refusal}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{t('auth.loginButton')}</SubmitButton>
        <AuthFooter other="register" />
      </form>
    </AuthShell>
  );
}
