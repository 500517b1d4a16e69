import type { ContentPageSlug } from '@souq/contracts';
import { useLoaderData } from 'react-router';
import { ContentArticle } from './components/content-article';

/** The route of one footer page names its page. */
export function infoPageLoader(slug: ContentPageSlug) {
  return () => ({ slug });
}

/** `/{lang}/about`, `/terms`, `/faq`, `/privacy` and `/refund`: the footer's pages. */
export function InfoPage() {
  const { slug } = useLoaderData<ReturnType<typeof infoPageLoader>>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <ContentArticle slug={slug} />
    </div>
  );
}
