import { SAFETY_PAGES, type SafetyPageSlug } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { safetyPageQueryOptions } from '../api/content';
import { ConsolePage } from '../components/console-page';
import { Loaded } from '../components/loaded';
import { ContentForm } from './content-form';

/**
 * `/{lang}/admin/content` (admin only): the safety page and the safety tips box, each edited in
 * both languages with a preview of what readers will see.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const slug: SafetyPageSlug =
    SAFETY_PAGES.find((candidate) => candidate === search.get('page')) ?? 'safety';
  const page = useQuery(safetyPageQueryOptions(lang, slug));
  return (
    <ConsolePage title={t('admin.content.title')}>
      <nav
        aria-label={t('admin.content.pages')}
        className="mb-4 flex gap-2 border-b border-slate-200"
      >
        {SAFETY_PAGES.map((candidate) => (
          <Link
            key={candidate}
            to={`${paths.admin.content(lang)}?page=${candidate}`}
            aria-current={candidate === slug ? 'page' : undefined}
            className="-mb-px border-b-2 border-transparent px-3 py-2 font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-teal-700 aria-[current=page]:text-teal-900"
          >
            {t(`admin.content.slugs.${candidate}`)}
          </Link>
        ))}
      </nav>
      <Loaded query={page}>
        {(data) => <ContentForm key={`${slug}-${data.updated_at}`} page={data} />}
      </Loaded>
    </ConsolePage>
  );
}
