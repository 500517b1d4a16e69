import type { ContentPageSlug } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { LoadError } from '../../../shared/ui/load-error';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';
import { contentPageQueryOptions } from '../../../shared/site/content-page-api';
import { PageBody } from './page-body';

/** A content page: its title (or `title`), last update and body, from the server. */
export function ContentArticle({ slug, title }: { slug: ContentPageSlug; title?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = useQuery(contentPageQueryOptions(slug, lang));

  if (page.isPending) return <LoadingSpinner label={t('loading')} />;
  if (page.isError) {
    return <LoadError text={t('infoPages.loadError', { message: page.error.message })} />;
  }
  const heading = title ?? page.data.title;
  const updated = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
  }).format(new Date(page.data.updated_at));
  return (
    <article className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <title>{`${heading} | ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{heading}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('infoPages.updatedOn', { date: updated })}</p>
      <div className="mt-6">
        <PageBody html={page.data.body} />
      </div>
    </article>
  );
}
