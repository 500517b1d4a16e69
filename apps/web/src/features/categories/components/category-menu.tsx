import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { useCategories } from '../../../shared/categories/get-categories';
import { CategoryMenuItem } from './category-menu-item';
import { MENU_LINK } from './menu-link-class';

/** The dark category bar under the header (desktop only), plus the fixed about/contact entries. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useCategories();

  return (
    <nav aria-label={t('menu.label')} className="hidden bg-slate-900 lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center px-4">
        {isPending ? <li className="px-3 py-3 text-sm text-slate-300">{t('loading')}</li> : null}
        {isError ? <li className="px-3 py-3 text-sm text-red-300">{t('oopsError')}</li> : null}
        {data?.map((category) => (
          <CategoryMenuItem key={category.id} category={category} />
        ))}
        <li>
          <Link to={paths.aboutUs(lang)} className={MENU_LINK}>
            {t('about_us')}
          </Link>
        </li>
        <li>
          <Link to={paths.contactUs(lang)} className={MENU_LINK}>
            {t('contact_us')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
