import { EventSourceParserStream } from 'eventsource-parser/stream';
import { expect } from 'vitest';

/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export type StreamEvent = { event: string; id: string | undefined; data: unknown };

/**
 * An open `GET /api/conversations/events` read as an EventSource would: `next` waits for the
 * next event of a type, `close` drops the connection.
 */
export async function openStream(
  base: string,
  headers: Record<string, string>,
  options: { lastEventId?: number; after?: number } = {},
) {
  const controller = new AbortController();
  const query = options.after === undefined ? '' : `?after=${String(options.after)}`;
  const response = await fetch(`${base}/api/conversations/events${query}`, {
    headers: {
      accept: 'text/event-stream',
      ...headers,
      ...(options.lastEventId === undefined
        ? {}
        : { 'last-event-id': String(options.lastEventId) }),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiting: (() => void)[] = [];
  const read = async () => {
    if (!response.body) return;
    const messages = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream());
    try {
      for await (const message of messages) {
        events.push({
          event: message.event ?? 'message',
          id: message.id,
          data: JSON.parse(message.data) as unknown,
        });
        for (const wake of waiting.splice(0)) wake();
      }
    } catch {
      // Aborted by close().
    }
  };
  void read();

  let seen = 0;
  /** The next event of this type after the ones already taken (waits up to 5 s). */
  async function next(type: string): Promise<StreamEvent> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const index = events.findIndex((event, i) => i >= seen && event.event === type);
      if (index >= 0) {
        seen = index + 1;
        const found = events[index];
        if (found) return found;
      }
      const left = deadline - Date.now();
      expect(left, `no ${type} event within 5 s`).toBeGreaterThan(0);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    /** Every event received so far. */
    events: () => [...events],
    close: () => {
      controller.abort();
    },
  };
}
