import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useStaffRole } from '../../shared/auth/staff-role';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';

/**
 * The header's way to the moderation console, for moderators and admins only: signed-in users'
 * header loads it apart and asks the server who is staff (`GET /me`), once a visit. Under 360 px
 * the header has no room for it (the account link would leave the screen): the profile page
 * links the console too.
 */
export function ConsoleLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const role = useStaffRole();
  if (role === null) return null;
  return (
    <Link to={paths.admin.dashboard(lang)} className={`${className} max-[359px]:hidden`}>
      <ShieldCheck aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('header.console')}</span>
    </Link>
  );
}
