import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/http/api-error';
import { errorToastText } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { register } from '../api';
import { InterestPicker } from '../../../shared/account/interest-picker';
import { getRegisterDraft, setRegisterDraft } from '../register-draft';
import { useSignInRedirect } from '../use-sign-in-redirect';

/** Registration step 2: pick interests, then Create Account sends the whole registration. */
export function ChooseInterestPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { carry } = useSignInRedirect();
  const [draft] = useState(getRegisterDraft);
  const [selected, setSelected] = useState<number[]>(draft?.interests ?? []);
  const [busy, setBusy] = useState(false);

  if (draft === null) return <Navigate to={paths.register(lang)} replace />;

  const toggle = (id: number) => {
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  };

  const createAccount = async () => {
    setBusy(true);
    const loading = toast.loading(t('auth.creatingAccount'));
    try {
      const { phone_number } = await register({
        ...draft.form,
        country_code: draft.dialCode,
        interests: selected,
      });
      toast.dismiss(loading);
      toast.success(t('auth.registerSuccess'));
      setRegisterDraft(null);
      await navigate(carry(paths.verifyPhoneOtp(lang)), { state: { phone_number } });
    } catch (error) {
      toast.dismiss(loading);
      setBusy(false);
      toast.error(errorToastText(t, error));
      if (error instanceof ApiError && error.status === 422) {
        setRegisterDraft({ ...draft, interests: selected, serverErrors: error.errors });
        await navigate(carry(paths.register(lang)));
      }
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <title>{`${t('auth.interestsTitle')} | ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.interestsTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('auth.interestsSubtitle')}</p>
      <InterestPicker selected={selected} onToggle={toggle} />
      <button
        type="button"
        disabled={busy}
        onClick={() => void createAccount()}
        className="mt-8 w-full rounded-lg bg-teal-700 px-4 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {t('auth.createAccount')}
      </button>
    </section>
  );
}
