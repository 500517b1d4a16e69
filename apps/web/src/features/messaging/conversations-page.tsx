import {
  CONVERSATION_ROLES,
  readPageNumber,
  type ConversationRole,
  type ConversationSummary,
} from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { Image as ImageIcon, MessageCircle } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-store';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { LoadError } from '../../shared/ui/load-error';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { conversationsQueryOptions } from '../../shared/messaging/messaging-api';
import { AdThumb } from './components/ad-thumb';
import { PersonName } from './components/person-name';
import { formatListTime } from './message-time';

function readRole(value: string | null): ConversationRole | undefined {
  return CONVERSATION_ROLES.find((role) => role === value);
}

/** `/{lang}/messages`: the user's conversations, newest first, all or by side, paged. */
export function ConversationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const role = readRole(search.get('role'));
  const page = readPageNumber(search.get('page'));
  const list = useQuery(conversationsQueryOptions(lang, role, page));
  const address = (next: { role?: ConversationRole | undefined; page?: number }) => {
    const query = new URLSearchParams();
    if (next.role) query.set('role', next.role);
    if (next.page !== undefined && next.page > 1) query.set('page', String(next.page));
    const text = query.toString();
    return text ? `${paths.messages(lang)}?${text}` : paths.messages(lang);
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <title>{`${t('messaging.title')} | ${t('appName')}`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <MessageCircle aria-hidden="true" className="size-6 text-teal-700" />
        {t('messaging.title')}
      </h1>
      <nav aria-label={t('messaging.filter')} className="mt-4 flex gap-2">
        {([undefined, ...CONVERSATION_ROLES] as const).map((option) => (
          <Link
            key={option ?? 'all'}
            to={address({ role: option })}
            aria-current={option === role ? 'page' : undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
          >
            {t(`messaging.${option ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : list.isError ? (
        <LoadError text={`${t('error')}: ${list.error.message}`} />
      ) : list.data.data.length === 0 ? (
        <p className="mt-8 text-slate-600">{t('messaging.empty')}</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.data.data.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
          {list.data.last_page > 1 ? (
            <nav className="mt-4 flex items-center justify-between text-sm">
              {page > 1 ? (
                <Link to={address({ role, page: page - 1 })} className="text-teal-800 underline">
                  {t('messaging.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-slate-600">
                {t('messaging.pageOf', { page, last: list.data.last_page })}
              </span>
              {page < list.data.last_page ? (
                <Link to={address({ role, page: page + 1 })} className="text-teal-800 underline">
                  {t('messaging.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const last = conversation.last_message;
  const unread = conversation.unread_count > 0;
  return (
    <Link
      to={paths.conversation(lang, conversation.id)}
      className="flex items-center gap-3 p-3 hover:bg-slate-50"
    >
      <AdThumb src={conversation.subject?.picture ?? null} size="large" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <PersonName other={conversation.other} className="truncate font-semibold" />
          <time dateTime={conversation.last_message_at} className="shrink-0 text-xs text-slate-500">
            {formatListTime(conversation.last_message_at, lang)}
          </time>
        </span>
        <span dir="auto" className="block truncate text-sm text-slate-600">
          {conversation.subject?.title ?? t('messaging.subjectGone')}
        </span>
        {last ? (
          <span
            className={`flex gap-1 text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
          >
            {last.sender_id === user?.id ? (
              <span className="shrink-0">{t('messaging.you')}</span>
            ) : null}
            {/* The text takes its own direction, so that it is cut at its own end. */}
            {last.body === '' ? (
              <span className="truncate">
                <ImageIcon aria-hidden="true" className="inline size-4 align-text-bottom" />{' '}
                {last.picture_removed ? t('messaging.pictureRemoved') : t('messaging.picture')}
              </span>
            ) : (
              <span dir="auto" className="min-w-0 truncate">
                {last.body}
              </span>
            )}
          </span>
        ) : null}
      </span>
      {unread ? (
        <span className="min-w-6 shrink-0 rounded-full bg-teal-700 px-2 text-center text-sm leading-6 font-bold text-white">
          {conversation.unread_count}
          <span className="sr-only">{` ${t('messaging.unread', { count: conversation.unread_count })}`}</span>
        </span>
      ) : null}
    </Link>
  );
}
