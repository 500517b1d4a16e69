import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';

export function Logo() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link
      to={paths.home(lang)}
      aria-label={t('header.home')}
      className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold text-teal-800"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-teal-700 text-white">
        <ShoppingBag aria-hidden="true" className="size-5" />
      </span>
      {/* Phones keep the room for the account name: the mark alone is the logo there. */}
      <span aria-hidden="true" className="max-sm:hidden">
        {t('appName')}
      </span>
    </Link>
  );
}
