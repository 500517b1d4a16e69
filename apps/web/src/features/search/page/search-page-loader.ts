import { readSearchPage, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { startQuery, type QueryClientOf } from '../../../shared/lib/start-query';
import { searchPageQueryOptions } from '../../../shared/search/search-api';

/** Starts the page of results the address asks for, so that the server renders it with them. */
export function searchPageLoader(queryClientOf: QueryClientOf) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const { q, category_id, page } = readSearchPage(new URL(request.url).searchParams);
    const scope = { q, categoryId: category_id };
    if (q !== '') startQuery(queryClientOf(), searchPageQueryOptions(lang, scope, page));
    return null;
  };
}
