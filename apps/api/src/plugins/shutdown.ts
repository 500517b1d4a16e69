import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { RequestGate } from './overload.ts';

/**
 * The process's way out: `drain` stops taking requests (plugins/overload.ts answers new ones 503
 * with `Connection: close`, `/api/ready` turns 503) and tells whoever listens (the open event
 * streams, which send their clients elsewhere).
 */
export class Shutdown {
  readonly #listeners = new Set<() => void>();

  constructor(private readonly gate: RequestGate) {}

  /** Whether the process is shutting down. */
  get draining(): boolean {
    return this.gate.draining;
  }

  /** Calls `listener` when the drain starts; the returned function forgets it. */
  onDrain(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops taking requests (once). */
  drain(): void {
    if (this.gate.draining) return;
    this.gate.drain();
    for (const listener of this.#listeners) listener();
    this.#listeners.clear();
  }
}

/**
 * Closes `app` without cutting a request: it drains (`Shutdown.drain`), keeps its port open for
 * `drainMs` so that the load balancer, told by `/api/ready`, sends the next requests elsewhere
 * while any still sent here get their 503, then closes it and waits for the requests in flight
 * (Fastify's `close`; `closeWithGrace`'s delay bounds the whole).
 */
export async function closeGracefully(
  app: FastifyInstance,
  { drainMs }: { drainMs: number },
): Promise<void> {
  app.shutdown.drain();
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
}
