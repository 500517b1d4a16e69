// The home-uncached mix: the home page's server time with no page cache, one request at a time.
import { LANGUAGES } from '@souq/contracts';
import { addFailure, timeOne, type Failures } from '../support/load.ts';
import { median } from '../support/stats.ts';
import { atMost } from '../support/targets.ts';
import { TARGET } from './options.ts';
import { noFailures, printRow, type Measured, type Row } from './rows.ts';
import { settle } from './settle.ts';

const HOME_SAMPLES = 20;

/** The server's time for a page: `data` plus `render` of its Server-Timing header. */
function serverTime(headers: Headers): number | undefined {
  const timing = headers.get('server-timing') ?? '';
  const durations = ['data', 'render'].map((name) =>
    new RegExp(`(?:^|,)\\s*${name}\\s*;(?:[^,]*;)?\\s*dur=([\\d.]+)`).exec(timing),
  );
  if (durations.some((match) => !match)) return undefined;
  return durations.reduce((sum, match) => sum + Number(match?.[1]), 0);
}

/**
 * The home page rendered without a cache (every visit a first visit: the server runs with
 * PAGE_CACHE_SECONDS=0), one request at a time, alternately in each language: the server time
 * its Server-Timing gives (answering the page's calls, then rendering).
 */
async function homeUncached(base: string): Promise<Row> {
  const failures: Failures = { count: 0, examples: [] };
  const times: number[] = [];
  for (let i = 0; i < HOME_SAMPLES; i += 1) {
    const lang = LANGUAGES[i % LANGUAGES.length] ?? 'en';
    const timed = await timeOne(base, { path: `/${lang}` }, 'text/html', failures);
    const time = serverTime(timed.headers);
    if (time === undefined) addFailure(failures, `/${lang}: no Server-Timing data and render`);
    else times.push(time);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    mix: 'home-uncached',
    p50: median(times),
    max: sorted.at(-1),
    requests: `${String(HOME_SAMPLES)} one at a time`,
    failures,
    notes: 'server time (Server-Timing data + render), page cache off',
  };
}

/** Measures the home on `base`, a server that keeps no page. */
export async function measureHomeUncached(base: string, label: string): Promise<Measured> {
  await settle(base);
  const row = await homeUncached(base);
  printRow(row, undefined);
  return {
    rows: [row],
    targets: [
      atMost(`${label} home-uncached: median`, row.p50, TARGET.homeRender, 'ms'),
      noFailures(label, row),
    ],
  };
}
