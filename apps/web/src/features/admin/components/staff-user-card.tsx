import type { StaffViewOfUser } from '@souq/contracts';
import { Link } from 'react-router';
import { formatAge } from '../../../shared/format/relative-age';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { AccountStatusBadge } from './badges';

/** A person as staff see them: name, user name, how old the account is, its standing. */
export function StaffUserCard({ user, link = true }: { user: StaffViewOfUser; link?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="space-y-1.5">
      <p className="font-semibold text-slate-900">
        {link ? (
          <Link
            to={paths.admin.user(lang, user.id)}
            className="text-teal-800 underline underline-offset-2 hover:decoration-2"
          >
            <bdi>{user.name}</bdi>
          </Link>
        ) : (
          <bdi>{user.name}</bdi>
        )}
      </p>
      <p className="text-sm text-slate-600">
        <bdi dir="ltr">@{user.user_name}</bdi>
      </p>
      <p className="text-sm text-slate-700">
        {t('admin.account.joined', { age: formatAge(user.created_at, t) })}
      </p>
      <AccountStatusBadge user={user} />
    </div>
  );
}
