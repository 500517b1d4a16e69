import { resolveLang, type ContentPageSlug } from '@souq/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { startQuery, type QueryClientOf } from '../../shared/lib/start-query';
import { contentPageQueryOptions } from '../../shared/site/content-page-api';
import { ContentArticle } from './components/content-article';

/**
 * The route of one footer page (or the about-us page) names its page and starts its call, so
 * that the server renders it with its content.
 */
export function infoPageLoader(queryClientOf: QueryClientOf, slug: ContentPageSlug) {
  return ({ params }: LoaderFunctionArgs) => {
    startQuery(queryClientOf(), contentPageQueryOptions(slug, resolveLang(params.lang)));
    return { slug };
  };
}

/** `/{lang}/terms`, `/faq`, `/privacy` and `/refund`: the footer's pages. */
export function InfoPage() {
  const { slug } = useLoaderData<ReturnType<typeof infoPageLoader>>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <ContentArticle slug={slug} />
    </div>
  );
}
