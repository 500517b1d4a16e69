import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { useSubCategories } from '../api/get-sub-categories';

const PANEL =
  'absolute start-0 top-full z-30 min-w-56 rounded-b-lg bg-white py-2 text-slate-800 shadow-lg ring-1 ring-slate-200';

/** Fetched when first shown; nothing at all when the category has no children. */
export function SubCategoryDropdown({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useSubCategories(categoryId);

  if (isPending) return <p className={`${PANEL} px-4 text-sm text-slate-600`}>{t('loading')}</p>;
  if (isError) return <p className={`${PANEL} px-4 text-sm text-red-700`}>{t('oopsError')}</p>;
  if (data.length === 0) return null;
  return (
    <ul className={PANEL}>
      {data.map((sub) => (
        <li key={sub.id}>
          <Link
            to={paths.category(lang, sub.id)}
            className="block px-4 py-2 text-sm hover:bg-slate-100 focus-visible:bg-slate-100"
          >
            {sub.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
