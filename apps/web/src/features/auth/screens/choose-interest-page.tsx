import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/http/api-error';
import { errorToastText } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { register, tagsQueryOptions } from '../api';
import { getRegisterDraft, setRegisterDraft } from '../register-draft';

/** Registration step 2: pick interests, then Create Account sends the whole registration. */
export function ChooseInterestPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [draft] = useState(getRegisterDraft);
  const [selected, setSelected] = useState<number[]>(draft?.interests ?? []);
  const [busy, setBusy] = useState(false);
  const tags = useQuery(tagsQueryOptions(lang));

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
      await navigate(paths.verifyPhoneOtp(lang), { state: { phone_number } });
    } catch (error) {
      toast.dismiss(loading);
      setBusy(false);
      toast.error(errorToastText(t, error));
      if (error instanceof ApiError && error.status === 422) {
        setRegisterDraft({ ...draft, interests: selected, serverErrors: error.errors });
        await navigate(paths.register(lang));
      }
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <title>{`${t('auth.interestsTitle')} | ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.interestsTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('auth.interestsSubtitle')}</p>
      {tags.isPending ? (
        <p className="mt-6 text-slate-600">{t('loading')}</p>
      ) : tags.isError ? (
        <p className="mt-6 text-red-700">{t('oopsError')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-3 gap-3" aria-label={t('auth.interestsTitle')}>
          {tags.data.map((tag) => {
            const on = selected.includes(tag.id);
            return (
              <li key={tag.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => {
                    toggle(tag.id);
                  }}
                  className="flex w-full items-center justify-center gap-1.5 rounded-full border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-teal-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
                >
                  {on ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
                  <span className="truncate">{tag.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
