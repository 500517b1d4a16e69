import type { AdImage, ChatMessage } from '@souq/contracts';
import { Check, CheckCheck, ImageOff } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { dayKey, formatDay, formatTime } from '../message-time';

type MessageListProps = {
  messages: ChatMessage[];
  me: number;
  /** The last of my messages the other person has seen. */
  otherReadId: number;
  /** Named before each of their messages for screen readers: the list is a live region. */
  otherName: string;
};

/** A thread's messages grouped by day: mine at the end side, theirs at the start. */
export function MessageList({ messages, me, otherReadId, otherName }: MessageListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const days: { key: string; date: Date; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const date = new Date(message.created_at);
    const key = dayKey(date);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, date, messages: [message] });
  }
  const words = { today: t('messaging.today'), yesterday: t('messaging.yesterday') };

  return (
    <ol className="flex flex-col gap-4">
      {days.map((day) => (
        <li key={day.key}>
          <h2 className="my-2 text-center text-xs font-semibold text-slate-500">
            {formatDay(day.date, lang, words)}
          </h2>
          <ol className="flex flex-col gap-2">
            {day.messages.map((message) => {
              const mine = message.sender_id === me;
              const read = mine && message.id <= otherReadId;
              return (
                <li
                  key={message.id}
                  data-message-id={message.id}
                  className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
                >
                  <div
                    className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${
                      mine
                        ? 'rounded-ee-sm bg-teal-700 text-white'
                        : 'rounded-es-sm bg-white text-slate-900 ring-1 ring-slate-200'
                    }`}
                  >
                    <span className="sr-only">
                      {mine
                        ? t('messaging.senderMe')
                        : t('messaging.senderOther', { name: otherName })}
                    </span>
                    {message.picture ? <MessagePicture picture={message.picture} /> : null}
                    {message.picture_removed ? (
                      <p className="flex items-center gap-1.5 text-slate-500">
                        <ImageOff aria-hidden="true" className="size-4 shrink-0" />
                        {t('messaging.pictureRemoved')}
                      </p>
                    ) : null}
                    {message.body === '' ? null : (
                      <p dir="auto" className="break-words whitespace-pre-wrap">
                        {message.body}
                      </p>
                    )}
                    <p
                      className={`mt-1 flex items-center justify-end gap-1 text-xs ${mine ? 'text-teal-100' : 'text-slate-500'}`}
                    >
                      <time dateTime={message.created_at}>
                        {formatTime(message.created_at, lang)}
                      </time>
                      {mine ? (
                        read ? (
                          <CheckCheck
                            role="img"
                            aria-label={t('messaging.read')}
                            className="size-4"
                          />
                        ) : (
                          <Check role="img" aria-label={t('messaging.sent')} className="size-4" />
                        )
                      ) : null}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** A picture in a message, opened full size in a new tab; its size is known before it loads. */
function MessagePicture({ picture }: { picture: AdImage }) {
  const { t } = useTranslation();
  return (
    <a
      href={picture.src}
      target="_blank"
      rel="noreferrer"
      className="-mx-1 -mt-0.5 mb-1 block w-64 max-w-full sm:w-80"
    >
      {/* A set width: the height follows from the picture's own size before it loads, so the
          thread does not move when it comes. */}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes="(min-width: 640px) 320px, 256px"
        width={picture.width}
        height={picture.height}
        loading="lazy"
        alt={t('messaging.picture')}
        className="block h-auto w-full rounded-xl"
      />
    </a>
  );
}
