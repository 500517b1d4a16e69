import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { similarJobsQueryOptions } from './job-detail-api';
import { CompanyLogo } from '../../../shared/jobs/company-logo';
import { standardValue } from '../../../shared/jobs/job-facts';

/** The 'see also' sidebar: real open offers like this one (the original's samples fixed). */
export function SeeAlso({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const similar = useQuery(similarJobsQueryOptions(jobId, lang));
  if (similar.isSuccess && similar.data.length === 0) return null;
  return (
    <aside aria-labelledby="see-also" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="see-also" className="text-lg font-semibold text-slate-900">
        {t('jobs.seeAlso')}
      </h2>
      {similar.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('oopsError')}
        </p>
      ) : null}
      {similar.isPending ? <p className="mt-3 text-sm text-slate-600">{t('loading')}</p> : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {similar.data?.map((offer) => (
          <li key={offer.id}>
            <Link
              to={paths.job(lang, offer.id)}
              className="flex items-start gap-3 rounded-lg py-3 hover:bg-slate-50"
            >
              <CompanyLogo src={offer.company_image} className="size-10" />
              <span className="min-w-0 text-sm">
                <span dir="auto" className="block font-semibold text-slate-900">
                  {offer.title}
                </span>
                <span dir="auto" className="block truncate text-slate-600">
                  {offer.company_name ?? t('jobs.unknownCompany')}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                  {standardValue(offer, 'work_time')}
                  {offer.location ? (
                    <span className="inline-flex items-center gap-0.5">
                      <MapPin aria-hidden="true" className="size-3" />
                      {offer.location}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
