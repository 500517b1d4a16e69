import type { ChatMessage } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ban, Flag, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-store';
import { ApiError } from '../../shared/http/api-error';
import { serverErrorText } from '../../shared/http/server-error-text';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { LoadError } from '../../shared/ui/load-error';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { SafetyTips } from '../../shared/safety/safety-tips';
import { OptionsMenu } from '../../shared/ui/options-menu';
import { toast } from '../../shared/ui/toast';
import {
  conversationQueryOptions,
  markRead,
  MESSAGING_KEY,
  olderMessages,
  sendMessage,
  sendPicture,
  setBlocked,
  threadQueryOptions,
} from '../../shared/messaging/messaging-api';
import { addToThread } from '../../shared/messaging/chat-events';
import { AdThumb } from './components/ad-thumb';
import { Composer } from './components/composer';
import { MessageList } from './components/message-list';
import { PersonName } from './components/person-name';
import { SUBJECT_LABEL, subjectPath } from './subject';
import type { SendPicture } from './components/picture-button';

const ReportDialog = lazy(async () => ({
  default: (await import('../../shared/report/report-dialog')).ReportDialog,
}));

/** `/{lang}/messages/{id}`: one conversation, live. */
export function ThreadPage() {
  const id = Number(useParams().conversationId);
  // Going from one thread to another (back and forward) starts afresh: no older page is kept.
  return <Thread key={id} id={id} />;
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const me = user?.id ?? 0;
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQueryOptions(lang, id));
  const thread = useQuery(threadQueryOptions(id));
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasOlder: boolean } | null>(null);
  const [reporting, setReporting] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  const messages = [...(older?.messages ?? []), ...(thread.data?.data ?? [])];
  const newest = messages.at(-1)?.id ?? 0;
  const hasOlder = older ? older.hasOlder : (thread.data?.has_older ?? false);

  // The newest message comes into view.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);
  // What is on screen has been read (while the tab is seen).
  const newestFromOther = messages.reduce(
    (found, message) => (message.sender_id === me ? found : Math.max(found, message.id)),
    0,
  );
  useEffect(() => {
    if (newestFromOther === 0 || document.visibilityState !== 'visible') return;
    markRead(id, newestFromOther).then(
      () => queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'unread'] }),
      () => undefined,
    );
  }, [id, newestFromOther, queryClient]);

  if (conversation.isPending) return <LoadingSpinner label={t('loading')} />;
  if (conversation.isError) {
    const missing =
      conversation.error instanceof ApiError && [403, 404].includes(conversation.error.status);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError
          text={missing ? t('messaging.notFound') : `${t('error')}: ${conversation.error.message}`}
        />
      </div>
    );
  }
  const detail = conversation.data;
  const { other, subject } = detail;
  const otherName = other?.name ?? t('messaging.deletedAccount');

  const shown = (message: ChatMessage) => {
    addToThread(queryClient, message);
    void queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'list'] });
  };
  const send = async (body: string) => {
    shown(await sendMessage(id, body));
  };
  const sendPictureMessage: SendPicture = async (picture, onProgress, signal) => {
    shown(await sendPicture(id, picture, lang, onProgress, signal));
  };
  const loadOlder = async () => {
    const first = messages[0]?.id;
    if (first === undefined) return;
    try {
      const page = await olderMessages(id, first);
      setOlder({ messages: [...page.data, ...(older?.messages ?? [])], hasOlder: page.has_older });
    } catch (error) {
      toast.error(serverErrorText(t, error));
    }
  };
  const toggleBlock = async (otherId: number) => {
    try {
      const answer = await setBlocked(otherId, !detail.blocked_by_me);
      if (answer.message) toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'conversation'] });
    } catch (error) {
      toast.error(serverErrorText(t, error));
    }
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col px-4 py-4 md:py-8">
      <title>{`${otherName} | ${t('messaging.title')} | ${t('appName')}`}</title>
      <Link
        to={paths.messages(lang)}
        className="inline-flex items-center gap-1 self-start text-sm text-teal-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('messaging.allMessages')}
      </Link>
      <header className="mt-3 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <AdThumb src={subject?.picture ?? null} size="small" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold">
            <PersonName other={other} />
          </h1>
          {subject ? (
            <Link
              dir="auto"
              to={subjectPath(lang, subject)}
              className="block truncate text-sm text-teal-800 underline"
            >
              <span className="sr-only">{`${t(SUBJECT_LABEL[subject.kind])}: `}</span>
              {subject.title}
            </Link>
          ) : (
            <p className="truncate text-sm text-slate-600">{t('messaging.subjectGone')}</p>
          )}
        </div>
        <OptionsMenu
          label={t('messaging.options')}
          items={[
            ...(other
              ? [
                  {
                    label: detail.blocked_by_me ? t('messaging.unblock') : t('messaging.block'),
                    icon: detail.blocked_by_me ? ShieldCheck : Ban,
                    onSelect: () => void toggleBlock(other.id),
                  },
                ]
              : []),
            {
              label: t('messaging.report'),
              icon: Flag,
              danger: true,
              onSelect: () => {
                setReporting(true);
              },
            },
          ]}
        />
      </header>
      <div
        className="mt-4 min-h-48 rounded-xl bg-slate-50 p-3"
        aria-live="polite"
        aria-relevant="additions"
      >
        {hasOlder ? (
          <div className="mb-3 text-center">
            <button
              type="button"
              onClick={() => void loadOlder()}
              className="text-sm text-teal-800 underline"
            >
              {t('messaging.earlier')}
            </button>
          </div>
        ) : null}
        {thread.isPending ? (
          <LoadingSpinner label={t('loading')} />
        ) : thread.isError ? (
          <LoadError text={`${t('error')}: ${thread.error.message}`} />
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-slate-600">{t('messaging.noMessages')}</p>
        ) : (
          <MessageList
            messages={messages}
            me={me}
            otherReadId={detail.other_read_id}
            otherName={otherName}
          />
        )}
        {/* Its margin keeps the newest message above the sticky message box when scrolled to. */}
        <div ref={end} className="scroll-mb-44" />
      </div>
      {/* Before a buyer's first message: the safety tips once more (outside the live region). */}
      {detail.role === 'buying' && thread.isSuccess && messages.length === 0 ? (
        <div className="mt-3">
          <SafetyTips />
        </div>
      ) : null}
      <div className="sticky bottom-0 mt-3 bg-white py-2">
        {other === null ? (
          <p role="status" className="rounded-lg bg-slate-100 p-3 text-slate-700">
            {t('messaging.accountDeleted')}
          </p>
        ) : (
          <>
            {detail.blocked_by_me || detail.blocked_by_them ? (
              <p
                role="status"
                className="mb-2 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
              >
                {detail.blocked_by_me ? t('messaging.blockedByMe') : t('messaging.blockedByThem')}
              </p>
            ) : null}
            <Composer
              role={detail.role}
              onSend={send}
              onSendPicture={sendPictureMessage}
              disabled={detail.blocked_by_me || detail.blocked_by_them}
            />
          </>
        )}
      </div>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            subject={{ kind: 'conversation', id }}
            about="conversation"
            onClose={() => {
              setReporting(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
