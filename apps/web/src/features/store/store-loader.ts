import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../shared/lib/not-found';
import { storePath } from './api/get-store';

/**
 * A store id that is not a positive whole number, or that the server found unknown, is the
 * not-found page; an id the server does not know otherwise shows it when its 404 arrives.
 */
export function storeLoader({ params }: LoaderFunctionArgs) {
  return { storeId: pageSubjectId(params.storeId, resolveLang(params.lang), storePath) };
}
