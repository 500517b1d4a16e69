import { CONTENT_PAGES, type ContentPageSlug } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { editablePageQueryOptions } from '../api/content';
import { ConsolePage } from '../components/console-page';
import { Loaded } from '../components/loaded';
import { ContentForm } from './content-form';
import { ContentHistory } from './content-history';

/**
 * `/{lang}/admin/content?page={slug}` (admin only): the about, legal, help and safety pages and
 * the safety tips box, each edited in both languages with a preview of what readers will see,
 * and its saved versions to put back.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const slug: ContentPageSlug =
    CONTENT_PAGES.find((candidate) => candidate === search.get('page')) ?? 'about';
  const page = useQuery(editablePageQueryOptions(lang, slug));
  return (
    <ConsolePage title={t('admin.content.title')}>
      <nav
        aria-label={t('admin.content.pages')}
        className="-mx-4 mb-4 overflow-x-auto border-b border-slate-200 px-4 lg:mx-0 lg:px-0"
      >
        <ul className="flex gap-1">
          {CONTENT_PAGES.map((candidate) => (
            <li key={candidate} className="shrink-0">
              <Link
                to={`${paths.admin.content(lang)}?page=${candidate}`}
                aria-current={candidate === slug ? 'page' : undefined}
                className="-mb-px flex min-h-11 items-center border-b-2 border-transparent px-3 font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 aria-[current=page]:border-teal-700 aria-[current=page]:text-teal-900"
              >
                {t(`admin.content.slugs.${candidate}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Loaded query={page}>
        {(data) => (
          <>
            <ContentForm key={`${slug}-${String(data.version)}`} page={data} />
            <ContentHistory slug={slug} />
          </>
        )}
      </Loaded>
    </ConsolePage>
  );
}
