import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDate } from '../../shared/format/relative-age';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { JobCard } from '../../shared/jobs/job-card';
import { applicationsQueryOptions } from './api';

/** My applications: the jobs the signed-in user applied for, the latest first, with the date. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const applications = useQuery(applicationsQueryOptions(lang));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <title>{`${t('applications.title')} | ${t('appName')}`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <BriefcaseBusiness aria-hidden="true" className="size-6 text-teal-700" />
        {t('applications.title')}
      </h1>
      {applications.isPending ? (
        <p className="mt-6 text-slate-600">{t('loading')}</p>
      ) : applications.isError ? (
        <p className="mt-6 text-red-700">{`${t('error')}: ${applications.error.message}`}</p>
      ) : applications.data.length === 0 ? (
        <p className="mt-6 text-slate-600">
          {t('applications.none')}{' '}
          <Link to={paths.jobs(lang)} className="font-medium text-teal-800 underline">
            {t('applications.browse')}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {applications.data.map(({ applied_at, offer }) => (
            <li key={offer.id} className="flex flex-col gap-2">
              <p className="text-sm font-medium text-slate-700">
                {t('applications.appliedOn', { date: formatDate(applied_at, t) })}
              </p>
              <JobCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
