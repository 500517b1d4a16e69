import type { JobOfferDetail } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, MapPin, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavigationType, useLoaderData, useNavigationType } from 'react-router';
import { formatDate } from '../../../shared/format/relative-age';
import { useLang } from '../../../shared/i18n/use-lang';
import { isMissing } from '../../../shared/lib/not-found';
import { paths } from '../../../shared/lib/paths';
import { ShareButton } from '../../../shared/share/share-button';
import { NotFoundPage } from '../../../shared/ui/not-found-page';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';
import { jobDetailQueryOptions } from './job-detail-api';
import { CompanyLogo } from '../../../shared/jobs/company-logo';
import { FavoriteJobButton } from '../../../shared/jobs/favorite-job-button';
import { ChatButton } from '../../../shared/messaging/chat-button';
import { ApplyButton } from './apply-button';
import type { jobDetailLoader } from './job-detail-loader';
import { JobDescription } from './job-description';
import { SeeAlso } from './see-also';
import { StandardsTable } from './standards-table';

/**
 * `/{lang}/job/{id}`: spinner while loading, the not-found page for an unknown offer, the red
 * error box on any other failure, else the offer.
 */
export function JobDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { jobId } = useLoaderData<ReturnType<typeof jobDetailLoader>>();
  const job = useQuery(jobDetailQueryOptions(jobId, lang));
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0 });
  }, [jobId, navigationType]);

  if (job.isPending) return <PageLoading label={t('loading')} />;
  if (isMissing(job.error)) return <NotFoundPage />;
  if (job.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <title>{`${t('error')} | ${t('appName')}`}</title>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {`${t('error')}: ${job.error.message}`}
        </p>
      </div>
    );
  }
  return <JobDetailContent offer={job.data} />;
}

function JobDetailContent({ offer }: { offer: JobOfferDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const company = offer.company.company_name ?? t('jobs.unknownCompany');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <title>{`${offer.title} | ${t('appName')}`}</title>
      <Breadcrumb current={offer.title} parent={{ to: paths.jobs(lang), label: t('jobs.title') }} />
      <div className="mt-4 grid items-start gap-8 lg:grid-cols-3">
        <article className="space-y-8 lg:col-span-2">
          <header className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <div className="flex items-start gap-4">
              <CompanyLogo src={offer.company.company_image} className="size-16 sm:size-20" />
              <div className="min-w-0 flex-1 space-y-1">
                <h1 dir="auto" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                  {offer.title}
                </h1>
                <p dir="auto" className="font-medium text-slate-700">
                  {company}
                </p>
                {offer.location ? (
                  <p className="flex items-center gap-1 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="size-4 shrink-0" />
                    {offer.location}
                  </p>
                ) : null}
              </div>
            </div>
            <dl className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
              <div className="flex items-center gap-1.5">
                <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <dt>{t('jobs.lastUpdated')}:</dt>
                <dd className="font-semibold">
                  <time dateTime={offer.updated_at}>{formatDate(offer.updated_at, t)}</time>
                </dd>
              </div>
              {offer.last_date_to_apply ? (
                <div className="flex items-center gap-1.5">
                  <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <dt>{t('jobs.lastDateToApply')}:</dt>
                  <dd className={`font-semibold ${offer.is_expired ? 'text-red-700' : ''}`}>
                    <time dateTime={offer.last_date_to_apply}>
                      {formatDate(offer.last_date_to_apply, t)}
                    </time>
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              <ApplyButton offer={offer} />
              {offer.store_id === null ? null : (
                <ChatButton subject={{ kind: 'job', id: offer.id }} own={false} />
              )}
              <FavoriteJobButton
                offer={offer}
                withLabel
                className="border border-slate-300 px-4 py-2.5 text-slate-800 hover:bg-slate-100 aria-pressed:border-red-600 aria-pressed:bg-red-50 aria-pressed:text-red-800"
              />
              <ShareButton title={offer.title} className="py-2.5" />
            </div>
          </header>
          <StandardsTable standards={offer.standards} />
          <JobDescription html={offer.description} />
        </article>
        <SeeAlso jobId={offer.id} />
      </div>
    </div>
  );
}
