import { CircleUserRound } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-store';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';

/**
 * The user's name (to the profile) when signed in, otherwise the login label. On a phone only the
 * icon shows (the name is the link's name for screen readers, and the menu shows it in full): the
 * room left there cut it to a letter.
 */
export function AccountLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();

  if (user) {
    return (
      <Link to={paths.profile(lang)} className={`min-w-0 ${className}`}>
        <CircleUserRound aria-hidden="true" className="size-5 shrink-0" />
        <span dir="auto" className="min-w-0 truncate max-sm:sr-only sm:max-w-32">
          {user.name}
        </span>
      </Link>
    );
  }
  return (
    <Link to={paths.login(lang)} className={className}>
      <CircleUserRound aria-hidden="true" className="size-5 shrink-0" />
      <span className="max-sm:sr-only">{t('login')}</span>
    </Link>
  );
}
