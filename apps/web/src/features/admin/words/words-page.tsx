import { prohibitedWordBody, type ProhibitedWordBody, type ProhibitedWord } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { addWord, removeWord, wordsQueryOptions } from '../api/words';
import { ConsolePage, Panel } from '../components/console-page';
import { formatMoment } from '../components/format';
import { Loaded } from '../components/loaded';

/**
 * `/{lang}/admin/words`: the words and phrases (Arabic or English) that hold a new or edited ad
 * for review; added and removed here, each change in the audit log.
 */
export function WordsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const words = useQuery(wordsQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.words.title')}>
      <p className="mb-4 text-slate-700">{t('admin.words.hint')}</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Panel title={t('admin.words.list')}>
          <Loaded query={words}>
            {(list) =>
              list.length === 0 ? (
                <p className="text-slate-700">{t('admin.words.empty')}</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {list.map((word) => (
                    <WordRow key={word.id} word={word} />
                  ))}
                </ul>
              )
            }
          </Loaded>
        </Panel>
        <Panel title={t('admin.words.add')}>
          <AddWordForm />
        </Panel>
      </div>
    </ConsolePage>
  );
}

function WordRow({ word }: { word: ProhibitedWord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const answer = await removeWord(word.id);
      toast.success(answer.message ?? t('admin.words.removed'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast.error(errorToastText(t, error));
      setBusy(false);
    }
  };
  return (
    <li className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p dir="auto" className="font-medium break-words text-slate-900">
          {word.word}
        </p>
        <p className="text-xs text-slate-600">{formatMoment(word.created_at, t)}</p>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={t('admin.words.remove', { word: word.word })}
        className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-lg border border-red-200 px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        <X aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{t('admin.words.removeShort')}</span>
      </button>
    </li>
  );
}

function AddWordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProhibitedWordBody, unknown, ProhibitedWordBody>({
    resolver: formResolver(prohibitedWordBody),
    defaultValues: { word: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await addWord(values);
      toast.success(answer.message ?? t('admin.words.added'));
      reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      applyServerErrors(error, setError, ['word']);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <TextField
        label={t('admin.words.word')}
        dir="auto"
        error={errors.word?.message}
        {...register('word')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {t('admin.words.addButton')}
      </button>
    </form>
  );
}
