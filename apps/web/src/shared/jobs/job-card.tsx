import type { JobOffer } from '@souq/contracts';
import { BadgeCheck, Briefcase, CalendarX2, Clock, GraduationCap, MapPin } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { formatAge } from '../format/relative-age';
import { useLang } from '../i18n/use-lang';
import { paths } from '../lib/paths';
import { CompanyLogo } from './company-logo';
import { FavoriteJobButton } from './favorite-job-button';
import { standardValue } from './job-facts';

/**
 * A job in a grid (spec 2): logo (or the fallback), title, company ('Unknown Company'),
 * other_info in 2 lines, work time and experience, location, age, the closed and applied badges
 * and the favourite heart. The title's link covers the card; the heart sits above it.
 */
export function JobCard({ offer }: { offer: JobOffer }) {
  const { t } = useTranslation();
  const lang = useLang();
  const workTime = standardValue(offer, 'work_time');
  const experience = standardValue(offer, 'experience');
  return (
    // Until drawn, a card far down holds its content's height at every width (190 px less its
    // padding and border): a larger one moved the cards below when the first ones were drawn.
    <article
      data-testid="job-card"
      className="render-when-near-[156px] relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-teal-700 hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo src={offer.company_image} />
        <div className="min-w-0 flex-1">
          <h3 dir="auto" className="line-clamp-2 font-semibold text-slate-900">
            <Link
              to={paths.job(lang, offer.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {offer.title}
            </Link>
          </h3>
          <p dir="auto" className="truncate text-sm text-slate-600">
            {offer.company_name ?? t('jobs.unknownCompany')}
          </p>
        </div>
        <FavoriteJobButton
          offer={offer}
          className="relative z-10 -me-1 -mt-1 size-10 hover:bg-slate-100"
        />
      </div>
      {offer.other_info ? (
        <p dir="auto" className="line-clamp-2 text-sm text-slate-700">
          {offer.other_info}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2 text-xs font-medium text-slate-700">
        {workTime ? (
          <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1">
            <Briefcase aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('jobs.workTime')}: </span>
            {workTime}
          </li>
        ) : null}
        {experience ? (
          <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1">
            <GraduationCap aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('jobs.experience')}: </span>
            {experience}
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
        {offer.location ? (
          <p className="flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span dir="auto" className="truncate">
              {offer.location}
            </span>
          </p>
        ) : null}
        <p className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
          <Clock aria-hidden="true" className="size-3.5" />
          <time dateTime={offer.date_posted}>{formatAge(offer.date_posted, t)}</time>
        </p>
        {offer.is_expired ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
            <CalendarX2 aria-hidden="true" className="size-3.5" />
            {t('jobs.closedBadge')}
          </p>
        ) : null}
        {offer.has_applied ? (
          <p
            data-testid="applied-badge"
            className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900"
          >
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('jobs.applied')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
