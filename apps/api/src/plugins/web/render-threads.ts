import type { Answers, Lang } from '@souq/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { RenderedPage } from './page-html.ts';

/** What a render thread is given: the arguments of the server build's `renderPage`. */
export type RenderTask = {
  url: string;
  lang: Lang;
  answers: Answers;
  missing: readonly string[];
  gone: readonly string[];
};

/** Renders pages (in render threads, or in the server's thread); `close` stops its threads. */
export type ServerRenderer = {
  render: (task: RenderTask) => Promise<RenderedPage | null>;
  close: () => Promise<void>;
};

/**
 * How long a page waits for its render (milliseconds of a thread, more in a queue at the request
 * limit) before the browser is left to render it.
 */
const RENDER_TIME_LIMIT_MS = 5_000;

/**
 * Renders pages with the server build `file` (its `renderTask` export) in `threads` worker
 * threads, so that a render never holds the event loop that reads requests and accepts
 * connections: at 500 connections, a loop busy with renders accepted one connection per render
 * (docs/decisions/0055-render-threads.md). The answers go to the thread and the page comes back
 * by copy (structured clone), far cheaper than the render.
 */
export function renderThreads(
  file: string,
  threads: number,
  log: FastifyBaseLogger,
): ServerRenderer {
  const pool = new Piscina<RenderTask, RenderedPage | null>({
    filename: file,
    name: 'renderTask',
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A render waits for its loaders between its steps: another may go on meanwhile.
    concurrentTasksPerWorker: 4,
    // The server build is JavaScript: no TypeScript loader (the server's `--import tsx`).
    execArgv: [],
  });
  // An error outside any render: a thread that failed to start (a server build that cannot
  // load). Piscina starts another and the renders waiting for one would wait for ever: they are
  // given up (the browser renders those pages), and so is any render past the time limit.
  let threadFailed = new AbortController();
  pool.on('error', (error: unknown) => {
    log.error({ err: error }, 'a render thread failed');
    threadFailed.abort(error);
    threadFailed = new AbortController();
  });
  return {
    render: (task) =>
      pool.run(task, {
        signal: AbortSignal.any([threadFailed.signal, AbortSignal.timeout(RENDER_TIME_LIMIT_MS)]),
      }),
    close: () => pool.close({ force: true }),
  };
}
