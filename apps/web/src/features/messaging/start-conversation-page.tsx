import { CHAT_SUBJECTS, parseId, type ChatSubjectKind } from '@souq/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { serverErrorText } from '../../shared/http/server-error-text';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { startConversation } from '../../shared/messaging/messaging-api';
import { LoadError } from '../../shared/ui/load-error';
import { PageLoading } from '../../shared/ui/page-loading';

type Subject = { kind: ChatSubjectKind; id: number };

/** The subject an address names (`?ad=9`), if it names one. */
function subjectOf(search: URLSearchParams): Subject | null {
  for (const kind of CHAT_SUBJECTS) {
    const id = parseId(search.get(kind) ?? undefined);
    if (id !== null) return { kind, id };
  }
  return null;
}

/**
 * `/{lang}/messages/new?ad=9` (or `store=`, `job=`): the Chat button's intent kept through
 * login, so a visitor who signs in lands in the conversation, in place of this address.
 */
export function StartConversationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const subject = subjectOf(search);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = subject?.kind;
  const id = subject?.id;

  useEffect(() => {
    if (kind === undefined || id === undefined) return;
    let left = false;
    startConversation({ kind, id }).then(
      async (conversation) => {
        if (!left) await navigate(paths.conversation(lang, conversation.id), { replace: true });
      },
      (error: unknown) => {
        if (!left) setProblem(serverErrorText(t, error));
      },
    );
    return () => {
      left = true;
    };
  }, [kind, id, lang, navigate, t]);

  if (subject === null || problem !== null) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError text={problem ?? t('messaging.notFound')} />
      </div>
    );
  }
  return <PageLoading label={t('loading')} />;
}
