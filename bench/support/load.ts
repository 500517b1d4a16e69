// Sending a benchmark's requests: one at a time (latency), or with autocannon from many
// connections (capacity), each request the next address of a source that goes through a
// shuffled list and reshuffles it when it comes round again, so that no short cycle repeats.
// A status that is neither 2xx nor tolerated, an empty body (but a 204's), a connection error or
// a timeout is a failure.
import autocannon from 'autocannon';
import type { Probe } from './probe.ts';
import type { Random } from './random.ts';

export type RequestSource = {
  next: () => Probe;
  /** How many distinct requests it goes through. */
  distinct: number;
};

/** The probes in a shuffled order, reshuffled each time the list has been gone through. */
export function cycle(probes: readonly Probe[], random: Random): RequestSource {
  if (probes.length === 0) throw new Error('no requests to send');
  let order = random.shuffle(probes);
  let index = 0;
  return {
    distinct: probes.length,
    next() {
      if (index === order.length) {
        order = random.shuffle(probes);
        index = 0;
      }
      const probe = order[index] as Probe;
      index += 1;
      return probe;
    },
  };
}

/** One request of each source in turn: each kind of request gets the same share. */
export function roundRobin(sources: readonly RequestSource[]): RequestSource {
  let turn = 0;
  return {
    distinct: sources.reduce((sum, source) => sum + source.distinct, 0),
    next() {
      const source = sources[turn % sources.length] as RequestSource;
      turn += 1;
      return source.next();
    },
  };
}

function headersOf(probe: Probe, accept: string): Record<string, string> {
  return {
    accept: probe.accept ?? accept,
    'accept-encoding': 'gzip',
    ...(probe.lang === undefined ? {} : { lang: probe.lang }),
  };
}

export type Failures = { count: number; examples: string[] };

/** Failures from their messages, the examples counting each distinct message. */
export function grouped(messages: readonly string[]): Failures {
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return {
    count: messages.length,
    examples: [...counts].slice(0, 5).map(([message, n]) => `${String(n)} × ${message}`),
  };
}

export function addFailure(failures: Failures, example: string): void {
  failures.count += 1;
  if (failures.examples.length < 5) failures.examples.push(example);
}

export type LoadOptions = {
  base: string;
  source: RequestSource;
  connections: number;
  /** Seconds. */
  duration: number;
  accept: string;
  /** Statuses besides 2xx that are not failures (503 when a server sheds load). */
  tolerated?: readonly number[];
  /** Seconds before autocannon gives up on an answer (counted as a timeout). */
  timeout?: number;
};

/**
 * One answer: when its request was sent (ms from the start of the run), its wait, its address
 * and its status.
 */
export type Answer = { sentAt: number; ms: number; path: string; status: number };

export type LoadResult = {
  /** 2xx answers per second. */
  requestsPerSecond: number;
  /** How long the run lasted, as autocannon counts it. */
  seconds: number;
  p50: number;
  p99: number;
  /** The longest wait: of an answer, or of a request still unanswered when the run ended. */
  max: number;
  sent: number;
  statuses: ReadonlyMap<number, number>;
  timeouts: number;
  /** Requests sent and still without an answer when the run ended (autocannon drops them). */
  unanswered: number;
  failures: Failures;
  /** Every answer, in the order they came. */
  answers: Answer[];
};

/** `200 × 9,120, 503 × 12`, or `no answer`. */
export function formatStatuses(statuses: ReadonlyMap<number, number>): string {
  if (statuses.size === 0) return 'no answer';
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${String(status)} × ${count.toLocaleString('en-US')}`)
    .join(', ');
}

/** autocannon from `connections` connections for `duration` seconds on the source's requests. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { source, accept } = options;
  const tolerated = new Set(options.tolerated ?? []);
  const statuses = new Map<number, number>();
  const failures: Failures = { count: 0, examples: [] };
  // autocannon hands a connection's context of the moment to both callbacks (one request at a
  // time per connection): the requests under way by context.
  const underWay = new Map<object, { path: string; sentAt: number }>();
  const answers: Answer[] = [];
  let sent = 0;
  const started = performance.now();
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.duration,
    timeout: options.timeout ?? 10,
    requests: [
      {
        method: 'GET',
        setupRequest(request, context) {
          const probe = source.next();
          underWay.set(context, { path: probe.path, sentAt: performance.now() });
          sent += 1;
          return {
            ...request,
            method: probe.method ?? 'GET',
            path: probe.path,
            headers: headersOf(probe, accept),
          };
        },
        onResponse(status, body, context) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const request = underWay.get(context);
          const path = request?.path ?? '?';
          underWay.delete(context);
          if (request) {
            const sentAt = request.sentAt - started;
            answers.push({ sentAt, ms: performance.now() - request.sentAt, path, status });
          }
          const ok = status >= 200 && status < 300;
          if (!ok && !tolerated.has(status)) addFailure(failures, `${String(status)} ${path}`);
          else if (ok && status !== 204 && body.length === 0) {
            addFailure(failures, `empty answer ${path}`);
          }
        },
      },
    ],
  });
  const ended = performance.now();
  if (result.errors > 0) {
    // autocannon's connection errors include its timeouts.
    failures.count += result.errors;
    failures.examples.push(
      `${String(result.errors)} connection errors (${String(result.timeouts)} timeouts)`,
    );
  }
  // A request lost to an error leaves its context behind too.
  const waits = [...underWay.values()].map((request) => ended - request.sentAt);
  const ok = [...statuses].reduce((sum, [s, n]) => (s >= 200 && s < 300 ? sum + n : sum), 0);
  return {
    requestsPerSecond: ok / result.duration,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: Math.max(result.latency.max, ...waits),
    sent,
    statuses,
    timeouts: result.timeouts,
    unanswered: Math.max(0, underWay.size - result.errors),
    failures,
    answers,
  };
}

export type Timed = { ms: number; status: number; headers: Headers };

/** One request, timed from sending it to the end of its body; a failure is recorded. */
export async function timeOne(
  base: string,
  probe: Probe,
  accept: string,
  failures: Failures,
): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${base}${probe.path}`, { headers: headersOf(probe, accept) });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) addFailure(failures, `${String(res.status)} ${probe.path}`);
  else if (body.byteLength === 0) addFailure(failures, `empty answer ${probe.path}`);
  return { ms, status: res.status, headers: res.headers };
}
