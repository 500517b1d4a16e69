import { DEFAULT_DIAL_CODE, forgotPasswordBody, type ForgotPasswordBody } from '@souq/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { PhoneField, SubmitButton } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { forgotPassword } from '../api';
import { AuthShell } from '../../../shared/account/auth-shell';

/** The dial code is fixed at +963 (spec 2), the schema's default. */
const resolver = formResolver(forgotPasswordBody);

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ resolver, defaultValues: { phone_number: '' } });

  // The resolver hands over the number as E.164, the form the next screens show and send.
  const onSubmit = handleSubmit(async ({ phone_number }) => {
    try {
      await forgotPassword({ phone_number });
      await navigate(paths.resetOtp(lang), { state: { phone_number } });
    } catch (error) {
      applyServerErrors(error, setError, ['phone_number']);
      toast.error(errorToastText(t, error));
    }
  });

  return (
    <AuthShell title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <PhoneField
          label={t('auth.phoneNumber')}
          error={errors.phone_number?.message}
          before={
            <span
              dir="ltr"
              className="flex items-center rounded-lg border border-slate-300 bg-slate-50 px-3 text-slate-700"
            >
              {DEFAULT_DIAL_CODE}
            </span>
          }
          {...register('phone_number')}
        />
        <SubmitButton busy={isSubmitting}>{t('auth.next')}</SubmitButton>
      </form>
    </AuthShell>
  );
}
