// What the chat and bell benchmarks share: an open event stream of the server's, as a signed-in
// browser keeps it (`GET /api/conversations/events`), and the server's memory.
import { readFileSync } from 'node:fs';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/**
 * Opens the event stream as `token`'s and resolves once the server said it is `ready`; each
 * event after is handed to `onEvent` (its name and data). Returns what closes it.
 */
export async function openEventStream(
  base: string,
  token: string,
  onEvent: (event: string | undefined, data: string) => void,
): Promise<() => void> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/conversations/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream: HTTP ${String(res.status)}`);
  const events = res.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for await (const message of events) {
        if (message.event === 'ready') ready();
        else onEvent(message.event, message.data);
      }
    } catch {
      // Closed at the end.
    }
  })();
  await isReady;
  return () => {
    controller.abort();
  };
}

/** A process's resident memory, in MB (Linux); NaN when it has none (not started). */
export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
