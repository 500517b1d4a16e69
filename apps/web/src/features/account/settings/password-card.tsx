import { changePasswordBody, type ChangePasswordBody } from '@souq/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PasswordField, SubmitButton } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { toast } from '../../../shared/ui/toast';
import { changePassword } from '../api';
import { SettingsCard } from './settings-card';

const EMPTY: ChangePasswordBody = { current_password: '', password: '', password_confirmation: '' };

/** A new password: the current one first; every other session of the user ends. */
export function PasswordCard() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: formResolver(changePasswordBody),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await changePassword(values);
      reset(EMPTY);
      toast.success(message);
    } catch (error) {
      applyServerErrors(error, setError, ['current_password', 'password', 'password_confirmation']);
      toast.error(errorToastText(t, error));
    }
  });

  return (
    <SettingsCard title={t('profile.passwordTitle')} hint={t('profile.passwordHint')}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-3"
      >
        <PasswordField
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div className="sm:col-span-3">
          <SubmitButton busy={isSubmitting}>{t('profile.passwordTitle')}</SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
