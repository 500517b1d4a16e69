import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { useLang } from '../i18n/use-lang';
import { tagsQueryOptions } from './picker-options-api';

type Props = { selected: readonly number[]; onToggle: (id: number) => void };

/** The interests (tags) as toggle buttons: registration's step 2 and the profile. */
export function InterestPicker({ selected, onToggle }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const tags = useQuery(tagsQueryOptions(lang));

  if (tags.isPending) return <p className="mt-6 text-slate-600">{t('loading')}</p>;
  if (tags.isError) return <p className="mt-6 text-red-700">{t('oopsError')}</p>;
  return (
    <ul
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3"
      aria-label={t('auth.interestsTitle')}
    >
      {tags.data.map((tag) => {
        const on = selected.includes(tag.id);
        return (
          <li key={tag.id}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => {
                onToggle(tag.id);
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
  );
}
