import { moderationSettings, type ModerationSettings } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON } from '../components/buttons';
import { saveSettings, settingsQueryOptions } from '../api/settings';
import { ConsolePage } from '../components/console-page';
import { Loaded } from '../components/loaded';

const FIELDS = ['reports_to_hide', 'new_seller_ads', 'new_seller_days'] as const;

/** `/{lang}/admin/settings` (admin only): the moderation rules' three numbers; 0 turns one off. */
export function SettingsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useQuery(settingsQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.settings.title')}>
      <Loaded query={settings}>{(current) => <SettingsForm current={current} />}</Loaded>
    </ConsolePage>
  );
}

function SettingsForm({ current }: { current: ModerationSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ModerationSettings, unknown, ModerationSettings>({
    resolver: formResolver(moderationSettings),
    defaultValues: current,
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveSettings(values);
      toast.success(answer.message ?? t('admin.settings.saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      applyServerErrors(error, setError, [...FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="max-w-xl space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <p className="text-slate-700">{t('admin.settings.hint')}</p>
      {FIELDS.map((field) => (
        <div key={field}>
          <TextField
            label={t(`admin.settings.fields.${field}`)}
            type="number"
            inputMode="numeric"
            min={0}
            className="[&_input]:max-w-48"
            error={errors[field]?.message}
            {...register(field, { valueAsNumber: true })}
          />
          <p className="mt-1 text-sm text-slate-600">{t(`admin.settings.help.${field}`)}</p>
        </div>
      ))}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={PRIMARY_BUTTON}
      >
        {t('admin.settings.save')}
      </button>
    </form>
  );
}
