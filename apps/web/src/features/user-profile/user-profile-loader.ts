import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../shared/lib/not-found';
import { userPath } from './api/get-user';

/**
 * A user id that is not a positive whole number, or that the server found unknown, is the
 * not-found page; an id the server does not know otherwise shows it when its 404 arrives.
 */
export function userProfileLoader({ params }: LoaderFunctionArgs) {
  return { userId: pageSubjectId(params.userId, resolveLang(params.lang), userPath) };
}
