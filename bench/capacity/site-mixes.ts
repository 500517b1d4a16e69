// The pages and api mixes on the seeded site's addresses, each shuffled and gone through again.
import { cycle, roundRobin, runLoad } from '../support/load.ts';
import { atLeast, atMost } from '../support/targets.ts';
import { firstRendersNote } from './first-renders.ts';
import { TARGET } from './options.ts';
import { checked, loadRow, noFailures, type Measured } from './rows.ts';
import { shareOfBare, type Run } from './run.ts';
import type { Site } from './site.ts';

/** Every ad page, category page and the home, in both languages, as text/html. */
export async function measurePages(run: Run, site: Site, mix = 'pages'): Promise<Measured> {
  const { connections, duration } = run.options;
  const result = await runLoad({
    base: run.base,
    source: cycle(site.pages, run.random),
    connections,
    duration,
    accept: 'text/html',
  });
  const row = loadRow(mix, result, site.pages.length, [
    firstRendersNote(result.answers, site.pages.length, TARGET.pagesP99),
  ]);
  const goals = [
    atLeast(
      `${run.label} pages: % of bare`,
      shareOfBare(run, result.requestsPerSecond),
      TARGET.pagesShareOfBare,
      '%',
    ),
    atMost(`${run.label} pages: p99`, result.p99, TARGET.pagesP99, 'ms'),
  ];
  return { rows: [row], targets: checked(run.topology, goals, [noFailures(run.label, row)]) };
}

/** Category listings (every page), ad details and searches, a third each, as JSON. */
export async function measureApi(run: Run, site: Site): Promise<Measured> {
  const { connections, duration, apiPart } = run.options;
  const lists = apiPart ? [site[apiPart]] : [site.listings, site.details, site.searches];
  const source = roundRobin(lists.map((list) => cycle(list, run.random)));
  const result = await runLoad({
    base: run.base,
    source,
    connections,
    duration,
    accept: 'application/json',
  });
  const row = loadRow('api', result, source.distinct, [
    apiPart === undefined
      ? `a third each of ${String(site.listings.length)} listings, ${String(site.details.length)} ads, ${String(site.searches.length)} searches`
      : `${apiPart} only`,
  ]);
  const goals = [
    atLeast(
      `${run.label} api: % of bare`,
      shareOfBare(run, result.requestsPerSecond),
      TARGET.apiShareOfBare,
      '%',
    ),
    atMost(`${run.label} api: p99`, result.p99, TARGET.apiP99, 'ms'),
  ];
  return { rows: [row], targets: checked(run.topology, goals, [noFailures(run.label, row)]) };
}
