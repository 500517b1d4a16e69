import { parseId, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../../shared/i18n/i18n';

/** A job id must be a positive whole number; anything else shows the global error screen. */
export function jobDetailLoader({ params }: LoaderFunctionArgs) {
  const jobId = parseId(params.jobId);
  if (jobId === null) {
    const message = i18n.t('jobs.invalidId', {
      lng: resolveLang(params.lang),
      id: params.jobId ?? '',
    });
    throw new Error(message);
  }
  return { jobId };
}
