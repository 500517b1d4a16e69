import type { ChatEvent, ChatMessage } from '@souq/contracts';
import type pg from 'pg';
import { PostgresListener } from '../../shared/postgres-listener.ts';

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

/**
 * Several processes on one PostgreSQL: an event is sent with `NOTIFY` and every process (this
 * one too) delivers it to its own streams when its `LISTEN` connection hears it. That connection
 * opens with the first stream (starting the server needs no database), and when it drops it
 * reconnects and tells its streams to catch up.
 */
export class PostgresChatEvents extends ChatEvents {
  readonly #listener: PostgresListener;
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
    this.#listener = new PostgresListener({
      channel: options.channel,
      connect: options.connect,
      heard: (payload) => {
        // One at a time, in the order heard: a message is loaded before the read mark after it.
        this.#delivering = this.#delivering
          .then(() => this.deliverNotified(JSON.parse(payload) as Notification))
          .catch(options.onError);
      },
      reconnected: () => {
        this.resyncAll();
      },
      onError: options.onError,
    });
  }

  override listening(): Promise<void> {
    return this.#listener.listening();
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

  close(): Promise<void> {
    return this.#listener.close();
  }
}
