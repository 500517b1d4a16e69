import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLang } from '../i18n/use-lang';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../lib/paths';
import { useSanitizedHtml } from '../lib/sanitize-html';
import { contentPageQueryOptions } from '../site/content-page-api';

/**
 * The short safety tips (the `safety-tips` content page, which moderators edit), sanitized, with
 * a link to the whole safety page: beside the ad page's Call and Chat, and before a buyer's first
 * message. The ad page's server answers them with the ad (no request of their own); nothing
 * shows while they load or when they cannot be read.
 */
export function SafetyTips() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const page = useQuery(contentPageQueryOptions('safety-tips', lang));
  const { clean } = useSanitizedHtml(page.data?.body ?? '');
  if (!page.data) return null;
  return (
    <aside
      aria-labelledby={id}
      className="rounded-xl bg-amber-50 p-4 text-sm text-slate-800 ring-1 ring-amber-200"
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {page.data.title}
      </h2>
      <div
        className="mt-2 space-y-2 leading-relaxed break-words [&_a]:text-teal-800 [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-5"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <Link
        to={paths.info(lang, 'safety')}
        className="mt-2 inline-block py-1 font-medium text-teal-800 underline"
      >
        {t('safety.more')}
      </Link>
    </aside>
  );
}
