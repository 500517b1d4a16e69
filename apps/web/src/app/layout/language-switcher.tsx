import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { switchLanguagePath } from '../../shared/i18n/language-rules';
import { useLang } from '../../shared/i18n/use-lang';

/**
 * Links to the same page in the other language: the prefix changes, the rest of the path, the
 * query and the hash stay. Query keys hold the language; as the spec asks, switching also marks
 * every cached answer stale, so the screens of the new language fetch fresh data as they mount.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other = lang === 'ar' ? 'en' : 'ar';
  const queryClient = useQueryClient();

  return (
    <Link
      to={`${switchLanguagePath(pathname, other)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => void queryClient.invalidateQueries({ refetchType: 'none' })}
    >
      <Languages aria-hidden="true" className="size-5" />
      {/* On a phone its icon alone leaves room for the menu button and the account link (at
          390 px the Arabic header, with "English" written out, pushed the account link 4 px off;
          with the bell, at 412 px it squeezed the account link 5 px). */}
      <span className="max-[430px]:sr-only">{t(`languageName.${other}`)}</span>
    </Link>
  );
}
