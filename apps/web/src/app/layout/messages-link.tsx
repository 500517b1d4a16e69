import { MessageCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-store';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';

/** Signed-in users only: its code (the live events) is not part of an anonymous visit. */
const UnreadBadge = lazy(async () => ({
  default: (await import('../../features/messages/unread-badge')).UnreadBadge,
}));

/** The header's way to the user's conversations, with the unread count. */
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
