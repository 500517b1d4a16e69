import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLang } from '../i18n/use-lang';
import { useDismiss } from '../lib/use-dismiss';
import { countriesQueryOptions } from './picker-options-api';

type Props = { value: string; onChange: (dialCode: string) => void };

/** The dial code before the phone field: flags from `GET /countries`, +963 by default. */
export function CountryCodePicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useQuery(countriesQueryOptions(lang));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const selected = data?.find((country) => country.code === value);

  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useDismiss(open, root, close);

  return (
    <div ref={root} className="relative shrink-0">
      <button
        type="button"
        aria-label={t('auth.countryCode', { code: value })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((v) => !v);
        }}
        className="flex h-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 py-2.5 text-slate-900"
      >
        {selected ? <FlagMark flag={selected.flag} /> : null}
        <span dir="ltr">{value}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open ? (
        <div
          id={listId}
          className="absolute start-0 top-full z-20 mt-1 max-h-60 w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {isPending ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('loading')}</p>
          ) : isError || data.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('auth.noCountries')}</p>
          ) : (
            <ul role="listbox" aria-label={t('auth.countryCodeList')}>
              {data.map((country) => (
                <li
                  key={country.id}
                  role="option"
                  aria-selected={country.code === value}
                  tabIndex={0}
                  onClick={() => {
                    onChange(country.code);
                    setOpen(false);
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    onChange(country.code);
                    setOpen(false);
                  }}
                  className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 aria-selected:bg-teal-50"
                >
                  <FlagMark flag={country.flag} />
                  <span className="flex-1 truncate">{country.name}</span>
                  <span dir="ltr" className="text-slate-500">
                    {country.code}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** A flag: a picture of the site's (`/media/…`), or the emoji or text an admin gave (issue 47). */
function FlagMark({ flag }: { flag: string }) {
  return flag.startsWith('/') ? (
    <img src={flag} alt="" className="h-4 w-6 object-cover" />
  ) : (
    <span aria-hidden="true" className="w-6 text-center">
      {flag}
    </span>
  );
}
