import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLanguagePath } from '../../shared/i18n/language-rules';
import { useLang } from '../../shared/i18n/use-lang';

/**
 * Links to the same page in the other language: the prefix changes, the rest of the path, the
 * query and the hash stay. Query keys hold the language, so the new page fetches its own data.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other = lang === 'ar' ? 'en' : 'ar';

  return (
    <Link
      to={`${switchLanguagePath(pathname, other)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      className={className}
    >
      <Languages aria-hidden="true" className="size-5" />
      <span>{t(`languageName.${other}`)}</span>
    </Link>
  );
}
