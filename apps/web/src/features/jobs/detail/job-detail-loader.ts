import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../../shared/lib/not-found';
import { startQuery, type QueryClientOf } from '../../../shared/lib/start-query';
import { jobPath, jobDetailQueryOptions } from './job-detail-api';

/** A job id that is not a positive whole number, or that the server found unknown, is not found. */
export function jobDetailLoader(queryClientOf: QueryClientOf) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const jobId = pageSubjectId(params.jobId, lang, jobPath);
    // Started here, so that the server renders the page with its answer.
    startQuery(queryClientOf(), jobDetailQueryOptions(jobId, lang));
    return { jobId };
  };
}
