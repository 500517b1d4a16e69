import type { ChatEvent, ChatMessage } from '@souq/contracts';
import type pg from 'pg';

/** What a user's open event streams are told; `to` names the users it is for. */
export type AddressedChatEvent = { to: number[]; event: ChatEvent };
export type ChatListener = (event: ChatEvent) => void;

/**
 * Delivers chat events to the event streams open in this process, by user. `publish` reaches
 * every process serving the site: `LocalChatEvents` when there is only this one (the embedded
 * database), `PostgresChatEvents` through PostgreSQL's `LISTEN/NOTIFY`, `RedisChatEvents`
 * through Redis pub/sub.
 */
export abstract class ChatEvents {
  readonly #listeners = new Map<number, Set<ChatListener>>();

  /** Calls `listener` with each event for `userId`; the returned function stops it. */
  subscribe(userId: number, listener: ChatListener): () => void {
    let listeners = this.#listeners.get(userId);
    if (!listeners) this.#listeners.set(userId, (listeners = new Set()));
    const own = listeners;
    own.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.#listeners.get(userId) === own) this.#listeners.delete(userId);
    };
  }

  /** Resolves once events published from now on will reach this process's streams. */
  listening(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Checks the service that carries the events between processes, when it is one of its own
   * (Redis): undefined when there is none to check (the database, or this process alone).
   */
  checkBroker(): Promise<void> | undefined {
    return undefined;
  }

  abstract publish(event: AddressedChatEvent): Promise<void>;
  abstract close(): Promise<void>;

  protected deliver({ to, event }: AddressedChatEvent): void {
    for (const userId of to) {
      for (const listener of this.#listeners.get(userId) ?? []) listener(event);
    }
  }

  /** Every open stream: the events in between may be lost, its client fetches what it missed. */
  protected resyncAll(): void {
    for (const listeners of this.#listeners.values()) {
      for (const listener of listeners) listener({ type: 'resync' });
    }
  }
}

/** One process: events go straight to its own streams. */
export class LocalChatEvents extends ChatEvents {
  publish(event: AddressedChatEvent): Promise<void> {
    this.deliver(event);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The channel the events go through between processes (`NOTIFY` or Redis `PUBLISH`). */
export const CHAT_CHANNEL = 'souq_chat';

/**
 * What a `NOTIFY` carries: a message by its id alone, as PostgreSQL refuses a payload of 8,000
 * bytes or more (a message of 2,000 characters may take 8,000 bytes alone); other events whole.
 */
type Notification =
  | { to: number[]; message_id: number }
  | { to: number[]; event: Exclude<ChatEvent, { type: 'message' }> };
const RECONNECT_MS = [500, 1000, 2000, 5000] as const;

/**
 * Several processes on one PostgreSQL: an event is sent with `NOTIFY` and every process (this
 * one too) delivers it to its own streams when its `LISTEN` connection hears it. That connection
 * opens with the first stream (starting the server needs no database), and when it drops it
 * reconnects and tells its streams to catch up.
 */
export class PostgresChatEvents extends ChatEvents {
  #listener: pg.Client | undefined;
  #listening: Promise<void> | undefined;
  #closed = false;
  #attempt = 0;
  #delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      channel: string;
      connect: () => pg.Client;
      notify: (payload: string) => Promise<unknown>;
      /** A message by its id, as its event delivers it; null once it is gone. */
      loadMessage: (id: number) => Promise<ChatMessage | null>;
      onError: (error: unknown) => void;
    },
  ) {
    super();
  }

  override listening(): Promise<void> {
    this.#listening ??= this.listen().catch((error: unknown) => {
      this.#listening = undefined;
      throw error;
    });
    return this.#listening;
  }

  private async listen(): Promise<void> {
    const client = this.options.connect();
    client.on('notification', (notification) => {
      if (notification.channel !== this.options.channel || notification.payload === undefined) {
        return;
      }
      const heard = notification.payload;
      // One at a time, in the order heard: a message is loaded before the read mark after it.
      this.#delivering = this.#delivering
        .then(() => this.deliverNotified(JSON.parse(heard) as Notification))
        .catch(this.options.onError);
    });
    client.on('error', (error) => {
      this.options.onError(error);
      this.lost(client);
    });
    client.on('end', () => {
      this.lost(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#listener = client;
    this.#attempt = 0;
  }

  private lost(client: pg.Client): void {
    if (this.#closed || this.#listener !== client) return;
    this.#listener = undefined;
    this.#listening = undefined;
    client.end().catch(() => undefined);
    this.listenLater();
  }

  private listenLater(): void {
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)];
    this.#attempt += 1;
    setTimeout(() => {
      if (this.#closed || this.#listening !== undefined) return;
      this.listening().then(
        () => {
          this.resyncAll();
        },
        (error: unknown) => {
          this.options.onError(error);
          this.listenLater();
        },
      );
    }, delay).unref();
  }

  private async deliverNotified(notified: Notification): Promise<void> {
    if ('event' in notified) {
      this.deliver(notified);
      return;
    }
    const message = await this.options.loadMessage(notified.message_id);
    if (message) this.deliver({ to: notified.to, event: { type: 'message', message } });
  }

  async publish({ to, event }: AddressedChatEvent): Promise<void> {
    const notified: Notification =
      event.type === 'message' ? { to, message_id: event.message.id } : { to, event };
    await this.options.notify(JSON.stringify(notified));
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#listener;
    this.#listener = undefined;
    await client?.end();
  }
}
