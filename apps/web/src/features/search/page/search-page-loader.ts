import { readSearchPage, resolveLang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { startQuery } from '../../../shared/lib/start-query';
import { searchPageQueryOptions } from '../../../shared/search/search-api';

/** Starts the page of results the address asks for, so that the server renders it with them. */
export function searchPageLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const { q, category_id, page } = readSearchPage(new URL(request.url).searchParams);
    const scope = { q, categoryId: category_id };
    if (q !== '') startQuery(queryClient, searchPageQueryOptions(lang, scope, page));
    return null;
  };
}
