import type { ChatEvent, ChatMessage, ConversationDetail } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '../notifications/notifications-api';
import { MESSAGING_KEY, type ThreadPage } from './messaging-api';

/** After the server refused the stream (a 401, a 503), the next try is this much later. */
const REOPEN_MS = 5000;

type Connection = {
  source: EventSource | undefined;
  users: number;
  /** The newest message id heard: a reopened stream asks for what came after it. */
  lastId: number | undefined;
  reopen: ReturnType<typeof setTimeout> | undefined;
};

const connection: Connection = {
  source: undefined,
  users: 0,
  lastId: undefined,
  reopen: undefined,
};

/** Adds a message to its thread, if that thread is loaded, once. */
export function addToThread(queryClient: QueryClient, message: ChatMessage): void {
  const queryKey = [...MESSAGING_KEY, 'thread', message.conversation_id];
  // A fetch of the thread that started before this message was written would, when it ends,
  // put the thread back without it: a first fetch is started again, a later one cancelled.
  if (queryClient.getQueryData(queryKey) === undefined) {
    void queryClient.invalidateQueries({ queryKey });
    return;
  }
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<ThreadPage>(queryKey, (thread) =>
    thread === undefined || thread.data.some((known) => known.id === message.id)
      ? thread
      : { ...thread, data: [...thread.data, message].sort((a, b) => a.id - b.id) },
  );
}

function moveReadMark(
  queryClient: QueryClient,
  event: Extract<ChatEvent, { type: 'read' }>,
  me: number,
) {
  if (event.reader_id === me) return;
  queryClient.setQueriesData<ConversationDetail>(
    { queryKey: [...MESSAGING_KEY, 'conversation'] },
    (conversation) =>
      conversation?.id === event.conversation_id
        ? {
            ...conversation,
            other_read_id: Math.max(conversation.other_read_id, event.last_read_id),
          }
        : conversation,
  );
}

/** The lists and the badge: fetched again (only those on screen are, at once). */
function refreshLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'unread'] });
}

function open(queryClient: QueryClient, me: number): void {
  const after = connection.lastId === undefined ? '' : `?after=${String(connection.lastId)}`;
  const source = new EventSource(`/api/conversations/events${after}`, { withCredentials: true });
  connection.source = source;
  // The server's events carry JSON text (chat-stream.routes.ts).
  const read = (event: MessageEvent<unknown>) => JSON.parse(String(event.data)) as ChatEvent;
  source.addEventListener('message', (event) => {
    const chat = read(event);
    if (chat.type !== 'message') return;
    connection.lastId = Math.max(connection.lastId ?? 0, chat.message.id);
    addToThread(queryClient, chat.message);
    refreshLists(queryClient);
  });
  source.addEventListener('read', (event) => {
    const chat = read(event);
    if (chat.type !== 'read') return;
    moveReadMark(queryClient, chat, me);
    if (chat.reader_id === me) refreshLists(queryClient);
  });
  // A new notification: the bell's count and the centre's pages are fetched again.
  const refreshNotifications = () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
  source.addEventListener('notification', refreshNotifications);
  // The server may have missed events, or the stream was down: fetch what is on screen again.
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: MESSAGING_KEY });
    refreshNotifications();
  };
  // Who may write changed: the conversations' headers say it.
  source.addEventListener('block', () => {
    void queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'conversation'] });
  });
  source.addEventListener('resync', refreshAll);
  // Caught up: what was fetched before the stream opened may have missed a message.
  source.addEventListener('ready', refreshAll);
  // A dropped connection is reopened by the browser itself (with Last-Event-ID); a refused
  // one is closed for good, and reopened here.
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED || connection.source !== source) return;
    connection.source = undefined;
    connection.reopen = setTimeout(() => {
      connection.reopen = undefined;
      if (connection.users > 0) open(queryClient, me);
    }, REOPEN_MS);
  });
}

/**
 * Keeps this tab's one event stream open while a screen needs it (the header's badges do while
 * the user is signed in) and applies its events to the query cache: new messages join their
 * thread, read marks move, lists and the unread counts are fetched again.
 */
export function connectChatEvents(queryClient: QueryClient, me: number): () => void {
  connection.users += 1;
  if (
    connection.users === 1 &&
    connection.source === undefined &&
    connection.reopen === undefined
  ) {
    open(queryClient, me);
  }
  return () => {
    connection.users -= 1;
    if (connection.users > 0) return;
    connection.source?.close();
    connection.source = undefined;
    clearTimeout(connection.reopen);
    connection.reopen = undefined;
    connection.lastId = undefined;
  };
}
