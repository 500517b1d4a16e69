import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { ChatSubjectKind } from '@souq/contracts';
import { useAuth } from '../auth/auth-store';
import { useSignInGate } from '../auth/use-sign-in-gate';
import { serverErrorText } from '../http/server-error-text';
import { useLang } from '../i18n/use-lang';
import { paths } from '../lib/paths';
import { toast } from '../ui/toast';

const LABELS = {
  ad: 'adDetail.chat',
  store: 'chatEntry.store',
  job: 'chatEntry.job',
} as const satisfies Record<ChatSubjectKind, string>;

/**
 * Opens the signed-in user's conversation about an ad (with its seller), a store or a job
 * (with the store's owner); a visitor goes to login and lands in that conversation. Not shown to
 * the owner.
 */
export function ChatButton({
  subject,
  own,
}: {
  subject: { kind: ChatSubjectKind; id: number };
  /** The signed-in user is the one who would answer. */
  own: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const mayGoOn = useSignInGate();
  const [opening, setOpening] = useState(false);
  if (user && own) return null;

  const open = async () => {
    if (!mayGoOn('adDetail.loginRequiredForChat', paths.startConversation(lang, subject))) return;
    setOpening(true);
    try {
      const { startConversation } = await import('./messaging-api');
      const conversation = await startConversation(subject);
      await navigate(paths.conversation(lang, conversation.id));
    } catch (error) {
      toast.error(serverErrorText(t, error));
      setOpening(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-teal-700 px-4 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t(LABELS[subject.kind])}
    </button>
  );
}
