import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../../shared/lib/not-found';
import { jobPath } from '../api/jobs-api';

/** A job id that is not a positive whole number, or that the server found unknown, is not found. */
export function jobDetailLoader({ params }: LoaderFunctionArgs) {
  return { jobId: pageSubjectId(params.jobId, resolveLang(params.lang), jobPath) };
}
