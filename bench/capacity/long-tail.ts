// The long-tail mix (issue 46): a site of many ads visited as long-tail-source.ts draws it;
// pages and API calls counted apart, each as a share of the bare server.
import { runLoad, type Answer, type LoadResult } from '../support/load.ts';
import { percentile } from '../support/stats.ts';
import { atLeast, atMost } from '../support/targets.ts';
import type { LongTailSite } from './long-tail-source.ts';
import { longTailSource } from './long-tail-source.ts';
import { TARGET } from './options.ts';
import { checked, loadRow, noFailures, type Measured, type Row } from './rows.ts';
import { shareOfBare, type Run } from './run.ts';

const noFailure = { count: 0, examples: [] };
const isApiCall = (answer: Answer) => answer.path.startsWith('/api/');
const isAdPage = (answer: Answer) => /^\/[a-z]{2}\/ad\//.test(answer.path);

/** A row of the answers of one kind: 2xx per second of the run, p50, p99 and max of all. */
function kindRow(mix: string, answers: readonly Answer[], seconds: number, notes: string): Row {
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const ok = answers.filter((answer) => answer.status >= 200 && answer.status < 300).length;
  return {
    mix,
    requestsPerSecond: ok / seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1),
    requests: `${answers.length.toLocaleString('en-US')} answered`,
    failures: noFailure,
    notes,
  };
}

/** How many answers of each kind of page, and how many ad pages were their address's first. */
function pagesNote(pages: readonly Answer[]): string {
  const count = (pattern: RegExp) => pages.filter((answer) => pattern.test(answer.path)).length;
  const adPages = pages.filter(isAdPage);
  const distinctAds = new Set(adPages.map((answer) => answer.path)).size;
  const firsts = adPages.length > 0 ? (distinctAds / adPages.length) * 100 : 0;
  return (
    `ad ${String(adPages.length)} (${firsts.toFixed(0)} % the first of their address in the run), ` +
    `category ${String(count(/\/category\//))}, search ${String(count(/\/search\?/))}, ` +
    `home ${String(count(/^\/[a-z]{2}$/))}`
  );
}

function rowsOf(mix: string, result: LoadResult, site: LongTailSite): Row[] {
  const pages = result.answers.filter((answer) => !isApiCall(answer));
  const calls = result.answers.filter(isApiCall);
  const ads = site.adsByPopularity.length.toLocaleString('en-US');
  return [
    loadRow(mix, result, new Set(result.answers.map((answer) => answer.path)).size, [
      `${ads} live ads, Zipf s = 1`,
    ]),
    kindRow('  pages', pages, result.seconds, pagesNote(pages)),
    kindRow('  api calls', calls, result.seconds, 'view beacon, reviews, similar, most viewed'),
  ];
}

/** The long-tail mix on `run`; its `mix` names the rows (nginx's cached run has its own). */
export async function measureLongTail(
  run: Run,
  site: LongTailSite,
  mix = 'long-tail',
): Promise<Measured> {
  const { connections, duration } = run.options;
  const result = await runLoad({
    base: run.base,
    source: longTailSource(site, run.random),
    connections,
    duration,
    accept: 'text/html',
  });
  const rows = rowsOf(mix, result, site);
  const [all, pages] = rows as [Row, Row, Row];
  const goals = [
    atLeast(
      `${run.label} long-tail pages: % of bare`,
      shareOfBare(run, pages.requestsPerSecond ?? 0),
      TARGET.longTailPagesShareOfBare,
      '%',
    ),
    atMost(`${run.label} long-tail pages: p99`, pages.p99 ?? NaN, TARGET.longTailPagesP99, 'ms'),
  ];
  return { rows, targets: checked(run.topology, goals, [noFailures(run.label, all)]) };
}
