import {
  addressIn,
  htmlToText,
  META_TEXTS,
  parseId,
  socialCardPath,
  type JobOfferDetail,
} from '@souq/contracts';
import { dataOf } from '../../../shared/pages/answers';
import { CATEGORIES_CALL, NOT_FOUND } from '../../../shared/pages/calls';
import { card, summaryAnd } from '../../../shared/pages/describe';
import { idRedirect } from '../../../shared/pages/id-redirect';
import type { PublicPage } from '../../../shared/pages/page-declaration';
import { breadcrumbs, jobPosting } from '../../../shared/pages/structured-data';
import { route } from './route';

/**
 * A job offer's page. Described by its title, company, place and text, as a JobPosting for
 * Google for Jobs while it is open, and its trail through the jobs list.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ params }) {
    const jobId = parseId(params.jobId);
    if (jobId === null) return NOT_FOUND;
    const jobUrl = `/api/job-offers/${String(jobId)}`;
    return {
      calls: [CATEGORIES_CALL, jobUrl],
      subject: jobUrl,
      describe(answers, address) {
        const job = dataOf<JobOfferDetail>(answers, jobUrl);
        if (!job) return {};
        const { lang } = address;
        const texts = META_TEXTS[lang];
        const company = job.company.company_name ?? texts.unknownCompany;
        return {
          description: summaryAnd(
            texts.job(job.title, company, job.location),
            htmlToText(job.description),
          ),
          image: card(socialCardPath.job(lang, job.id)),
          structuredData: [
            // Google for Jobs drops an offer past its last day to apply; its page stays, listed nowhere.
            ...(job.is_expired ? [] : [jobPosting(address, job)]),
            breadcrumbs(address, [
              [texts.home, `/${lang}`],
              [texts.jobsList, `/${lang}/jobs`],
              [job.title, addressIn(address, lang)],
            ]),
          ],
        };
      },
    };
  },
  redirect: idRedirect('jobId'),
};
