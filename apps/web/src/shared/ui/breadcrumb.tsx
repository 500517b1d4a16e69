import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../i18n/use-lang';
import { paths } from '../lib/paths';

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronRight className="size-4 rtl:hidden" />
      <ChevronLeft className="size-4 ltr:hidden" />
    </li>
  );
}

type BreadcrumbProps = {
  current: string;
  /** A level between home and the current page (the jobs list above a job). */
  parent?: { to: string; label: string };
};

/** Home › the category (the current page). The separator points along the reading direction. */
export function Breadcrumb({ current, parent }: BreadcrumbProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav aria-label={t('categoryPage.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link to={paths.home(lang)} className="hover:text-teal-800 hover:underline">
            {t('categoryPage.home')}
          </Link>
        </li>
        <Separator />
        {parent ? (
          <>
            <li>
              <Link to={parent.to} className="hover:text-teal-800 hover:underline">
                {parent.label}
              </Link>
            </li>
            <Separator />
          </>
        ) : null}
        <li>
          <span aria-current="page" dir="auto" className="font-medium text-slate-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
