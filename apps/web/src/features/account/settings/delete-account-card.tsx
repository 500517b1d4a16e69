import { deleteAccountBody, type DeleteAccountBody } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { clearAuth } from '../../../shared/auth/auth-store';
import { PasswordField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { toast } from '../../../shared/ui/toast';
import { deleteAccount } from '../api';
import { SettingsCard } from './settings-card';

const DANGER_BUTTON =
  'rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/** Deleting the account: a confirmation that asks for the password. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsCard title={t('profile.deleteTitle')} hint={t('profile.deleteHint')} tone="danger">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setConfirming(true);
        }}
        className={`mt-4 ${DANGER_BUTTON}`}
      >
        {t('profile.deleteButton')}
      </button>
      {confirming ? (
        <ConfirmDeleteDialog
          onClose={() => {
            setConfirming(false);
          }}
        />
      ) : null}
    </SettingsCard>
  );
}

function ConfirmDeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountBody>({
    resolver: formResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    let message: string;
    try {
      ({ message } = await deleteAccount(body));
    } catch (error) {
      applyServerErrors(error, setError, ['password']);
      toast.error(errorToastText(t, error));
      return;
    }
    // Leave the protected page first, or its guard would send us to login.
    await navigate(paths.home(lang), { replace: true });
    clearAuth();
    queryClient.clear();
    toast.success(message);
  });

  return (
    <ModalDialog title={t('profile.deleteConfirmTitle')} onClose={onClose}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        <p className="text-sm text-slate-700">{t('profile.deleteHint')}</p>
        <PasswordField
          label={t('profile.deletePassword')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('profile.cancel')}
          </button>
          <button type="submit" disabled={isSubmitting} className={DANGER_BUTTON}>
            {t('profile.deleteButton')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
