import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-store';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';

/**
 * Opens the signed-in buyer's conversation with the seller about this ad (a visitor goes to
 * login and comes back). Not on the seller's own ad.
 */
export function ChatButton({ adId, sellerId }: { adId: number; sellerId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const mayGoOn = useSignInGate();
  const [opening, setOpening] = useState(false);
  if (user?.id === sellerId) return null;

  const open = async () => {
    if (!mayGoOn('adDetail.loginRequiredForChat')) return;
    setOpening(true);
    try {
      const { startConversation } = await import('../../../shared/messaging/messaging-api');
      const conversation = await startConversation(adId);
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
      {t('adDetail.chat')}
    </button>
  );
}
