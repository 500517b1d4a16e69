import type { LegalGroup } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLang } from '../../shared/i18n/use-lang';
import { LoadError } from '../../shared/ui/load-error';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { legalsQueryOptions } from './api/get-legals';
import { LegalAccordion } from './components/legal-accordion';

/**
 * `/{lang}/legals`: a sidebar of the two groups (privacy policy; help and support) and the
 * chosen group's questions as an accordion with one question open at a time.
 */
export function LegalsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const legals = useQuery(legalsQueryOptions(lang));
  const [chosen, setChosen] = useState<LegalGroup>('privacy_policy');
  const [openId, setOpenId] = useState<number | null>(null);

  const choose = (group: LegalGroup) => {
    setChosen(group);
    setOpenId(null);
  };
  const group = legals.data?.find((g) => g.group === chosen);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <title>{`${t('legals.title')} | ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('legals.title')}</h1>
      <p className="mt-2 text-slate-700">{t('legals.intro')}</p>
      {legals.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : legals.isError ? (
        <div className="mt-6">
          <LoadError text={t('legals.loadError', { message: legals.error.message })} />
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label={t('legals.nav')} className="md:sticky md:top-24">
            <ul className="flex gap-2 md:flex-col">
              {legals.data.map(({ group: key }) => (
                <li key={key} className="flex-1">
                  <button
                    type="button"
                    aria-pressed={key === chosen}
                    onClick={() => {
                      choose(key);
                    }}
                    className={`w-full rounded-lg px-4 py-3 text-start font-semibold ${
                      key === chosen
                        ? 'bg-teal-700 text-white'
                        : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50'
                    }`}
                  >
                    {t(`legals.groups.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="legal-group-title" className="space-y-4">
            <h2 id="legal-group-title" className="text-xl font-bold text-slate-900">
              {t(`legals.groups.${chosen}`)}
            </h2>
            <LegalAccordion
              sections={group?.sections ?? []}
              openId={openId}
              onToggle={(id) => {
                setOpenId((current) => (current === id ? null : id));
              }}
            />
          </section>
        </div>
      )}
    </div>
  );
}
