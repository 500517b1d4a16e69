import type {
  ChatMessage,
  ChatSubjectKind,
  ConversationDetail,
  ConversationRole,
  ConversationSummary,
  Envelope,
  Lang,
  Paginated,
  UnreadCount,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../http/api-client';
import { uploadWithProgress } from '../http/upload-with-progress';

/** Every messaging query's key starts here, so that one event can refresh them all. */
export const MESSAGING_KEY = ['messaging'] as const;

export type ThreadPage = { data: ChatMessage[]; has_older: boolean };

export function conversationsQueryOptions(
  lang: Lang,
  role: ConversationRole | undefined,
  page: number,
) {
  const query = new URLSearchParams({ page: String(page) });
  if (role) query.set('role', role);
  return queryOptions({
    queryKey: [...MESSAGING_KEY, 'list', lang, role ?? 'all', page],
    queryFn: ({ signal }) =>
      apiGet<Paginated<ConversationSummary>>(`conversations?${query.toString()}`, {
        lang,
        signal,
      }),
  });
}

export function conversationQueryOptions(lang: Lang, id: number) {
  return queryOptions({
    queryKey: [...MESSAGING_KEY, 'conversation', lang, id],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConversationDetail>>(`conversations/${String(id)}`, { lang, signal }))
        .data,
  });
}

/** The newest page of a thread; older pages are fetched with `olderMessages` and kept here. */
export function threadQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...MESSAGING_KEY, 'thread', id],
    queryFn: ({ signal }) => apiGet<ThreadPage>(`conversations/${String(id)}/messages`, { signal }),
  });
}

export function olderMessages(id: number, before: number) {
  return apiGet<ThreadPage>(`conversations/${String(id)}/messages?before=${String(before)}`);
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...MESSAGING_KEY, 'unread'],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<UnreadCount>>('conversations/unread-count', { signal })).data.count,
  });
}

/** Opens (or finds) the user's conversation about an ad, a store or a job. */
export async function startConversation(subject: { kind: ChatSubjectKind; id: number }) {
  return (
    await apiRequest<Envelope<ConversationDetail>>('conversations', {
      method: 'POST',
      body: { [`${subject.kind}_id`]: subject.id },
    })
  ).data;
}

export async function sendMessage(id: number, body: string) {
  return (
    await apiRequest<Envelope<ChatMessage>>(`conversations/${String(id)}/messages`, {
      method: 'POST',
      body: { body },
    })
  ).data;
}

/** Sends a picture as a message, reporting the upload's progress (0 to 1). */
export async function sendPicture(
  id: number,
  picture: Blob,
  lang: Lang,
  onProgress: (share: number) => void,
  signal: AbortSignal,
) {
  return (
    await uploadWithProgress<Envelope<ChatMessage>>(
      `conversations/${String(id)}/pictures`,
      picture,
      { lang, onProgress, signal },
    )
  ).data;
}

export async function markRead(id: number, lastReadId: number) {
  await apiRequest<unknown>(`conversations/${String(id)}/read`, {
    method: 'POST',
    body: { last_read_id: lastReadId },
  });
}

export async function setBlocked(userId: number, blocked: boolean) {
  return apiRequest<Envelope<null>>(`users/${String(userId)}/block`, {
    method: blocked ? 'POST' : 'DELETE',
  });
}
