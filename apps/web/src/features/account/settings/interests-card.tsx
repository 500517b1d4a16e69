import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorToastText } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { InterestPicker } from '../../../shared/account/interest-picker';
import { interestsQueryOptions, saveInterests } from '../api';
import { SettingsCard } from './settings-card';

/** The tags the user follows, chosen at registration, changed here. */
export function InterestsCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const saved = useQuery(interestsQueryOptions(lang));
  const [edited, setEdited] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = edited ?? saved.data ?? [];

  const toggle = (id: number) => {
    setEdited(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };

  const save = async () => {
    setBusy(true);
    try {
      const { data, message } = await saveInterests(selected);
      queryClient.setQueryData(interestsQueryOptions(lang).queryKey, data.interests);
      setEdited(null);
      toast.success(message ?? t('profile.saved'));
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard title={t('profile.interestsTitle')} hint={t('profile.interestsHint')}>
      {saved.isPending ? (
        <p className="mt-4 text-slate-600">{t('loading')}</p>
      ) : (
        <>
          <InterestPicker selected={selected} onToggle={toggle} />
          <button
            type="button"
            disabled={busy || edited === null}
            onClick={() => void save()}
            className="mt-4 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          >
            {t('profile.saveInterests')}
          </button>
        </>
      )}
    </SettingsCard>
  );
}
