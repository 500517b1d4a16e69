import { randomUUID } from 'node:crypto';
import type { ChangeBus, ContentTag } from '../content-changes.ts';
import { changeMessage, heardTags } from './change-message.ts';

/** Listening on the transport's channel: a Redis subscriber or a PostgreSQL `LISTEN`. */
export type Subscription = {
  /** Listens now, or keeps trying in the background. */
  start(): Promise<void>;
  /** Resolves once it listens. */
  listening(): Promise<void>;
  close(): Promise<void>;
};

/** How messages go between the processes (Redis pub/sub or PostgreSQL's `NOTIFY/LISTEN`). */
export type Transport = {
  /** The longest message it carries: a longer change is sent as its topics (change-message.ts). */
  maxMessage: number;
  send(message: string): Promise<unknown>;
  /** Listens on the channel: `heard` each message, `reconnected` after it was away. */
  subscribe(handlers: { heard: (payload: string) => void; reconnected: () => void }): Subscription;
  /** Closes what `send` holds, if anything. */
  close?(): void;
};

export type ChangeBusHandlers = {
  /** A change another process made. */
  heard: (tags: readonly ContentTag[]) => void;
  /** Changes may have been missed (the connection was away, or is new): everything. */
  missed: () => void;
  onError: (error: unknown) => void;
};

/**
 * Changes between the processes over a transport: each process sends its changes with its own
 * id and hears the others'. Once listening again after a drop, the process drops everything it
 * kept, as changes may have been missed meanwhile; as it does when it could not listen before
 * the app was ready, and did later.
 */
export class TransportChangeBus implements ChangeBus {
  readonly #self = randomUUID();
  readonly #transport: Transport;
  readonly #subscription: Subscription;
  readonly #onError: (error: unknown) => void;

  constructor(transport: Transport, { heard, missed, onError }: ChangeBusHandlers) {
    this.#transport = transport;
    this.#onError = onError;
    this.#subscription = transport.subscribe({
      heard: (payload) => {
        const tags = heardTags(payload, this.#self);
        if (tags) heard(tags);
      },
      reconnected: missed,
    });
  }

  start(): Promise<void> {
    return this.#subscription.start();
  }

  listening(): Promise<void> {
    return this.#subscription.listening();
  }

  publish(tags: readonly ContentTag[]): void {
    const message = changeMessage(this.#self, tags, this.#transport.maxMessage);
    this.#transport.send(message).catch(this.#onError);
  }

  close(): Promise<void> {
    this.#transport.close?.();
    return this.#subscription.close();
  }
}
