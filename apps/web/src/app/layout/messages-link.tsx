import { MessageCircle } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-store';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { UnreadBadge } from './unread-badge';

/**
 * The header's way to the user's conversations, with the unread count. Signed-in users only:
 * the header loads it (and the live events behind the count) apart, so an anonymous visit does
 * not carry it.
 */
export function MessagesLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Link to={paths.messages(lang)} className={`relative ${className}`}>
      <MessageCircle aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('messages')}</span>
      <Suspense fallback={null}>
        <UnreadBadge userId={user.id} />
      </Suspense>
    </Link>
  );
}
