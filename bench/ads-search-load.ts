// Search and filtered-listing benchmark: starts the real server (its own process) on the
// configured database (meant for PostgreSQL filled by `npm run bench:generate`), then
// 1. latency: one request at a time, cycling through realistic searches (English and Arabic,
//    whole and partial words) and filtered category pages (every filter type), p50/p95/max;
// 2. load: autocannon with 50 connections on the same request mixes, requests/s.
// Usage: npm run bench:search [-- --samples 300 --duration 10 --connections 50]
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  adsQueryString,
  CATEGORY_IDS,
  type Envelope,
  type FilterAttribute,
  type FilterDefinition,
  type Lang,
  type Paginated,
} from '@souq/contracts';
import { startServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '300' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3270' },
    /** Also print the median of each query. */
    detail: { type: 'boolean', default: false },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const TARGET_P95_MS = 50;

type Probe = { path: string; lang: Lang };

function search(q: string, lang: Lang, categoryId?: number): Probe {
  const params = new URLSearchParams({ q });
  if (categoryId !== undefined) params.set('category_id', String(categoryId));
  return { path: `/api/search?${params.toString()}`, lang };
}

/** Whole and partial words in both languages, some narrowed to a category. */
const SEARCHES: Probe[] = [
  search('toyo', 'en'),
  search('toyota corolla', 'en'),
  search('mercedes', 'en'),
  search('bike', 'en'),
  search('villa for sale', 'en'),
  search('generator', 'en'),
  search('plumb', 'en'),
  search('trip dubai', 'en'),
  search('camry', 'en', CATEGORY_IDS.carsAndVehicles),
  search('تويو', 'ar'),
  search('دراجة جبلية', 'ar'),
  search('شقة', 'ar'),
  search('مولدة', 'ar'),
  search('سباكة', 'ar'),
  search('رحلة', 'ar'),
  search('فيلا', 'ar', CATEGORY_IDS.realEstate),
];

/**
 * A category page's filters by English filter and option names; ranges as [min, max]; the
 * text a text filter looks for in each language.
 */
type Wanted = string | string[] | Record<Lang, string>;
type Combo = { categoryId: number; filters: [string, Wanted][] };

const COMBOS: Combo[] = [
  {
    categoryId: CATEGORY_IDS.carsAndVehicles,
    filters: [
      ['Make', 'Toyota'],
      ['Price', ['50000000', '300000000']],
    ],
  },
  {
    categoryId: CATEGORY_IDS.carsAndVehicles,
    filters: [
      ['Vehicle Condition', 'Used'],
      ['Make', 'Kia'],
      ['Transmission', 'Automatic'],
    ],
  },
  {
    categoryId: CATEGORY_IDS.carsAndVehicles,
    filters: [
      ['Year', ['2018', '2022']],
      ['Fuel Type', 'Diesel'],
    ],
  },
  {
    categoryId: CATEGORY_IDS.carsAndVehicles,
    filters: [
      ['Make', 'Hyundai'],
      ['Features', ['Sunroof', 'Navigation']],
    ],
  },
  {
    categoryId: CATEGORY_IDS.carsAndVehicles,
    filters: [
      ['Make', 'Nissan'],
      ['Accident Free', 'Yes'],
      ['Colour', { en: 'white', ar: 'أبيض' }],
    ],
  },
  {
    categoryId: CATEGORY_IDS.realEstate,
    filters: [
      ['Property Type', 'Apartment'],
      ['Rooms', '3'],
      ['Area (m²)', ['80', '200']],
    ],
  },
  {
    categoryId: CATEGORY_IDS.realEstate,
    filters: [
      ['Property Type', 'Villa'],
      ['Furnished', 'Yes'],
      ['Amenities', ['Garden', 'Solar power']],
    ],
  },
  {
    categoryId: CATEGORY_IDS.bikes,
    filters: [
      ['Brand', 'Trek'],
      ['Price', ['0', '20000000']],
    ],
  },
];

async function getJson<T>(url: string, lang: Lang): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { lang } });
  if (!res.ok) throw new Error(`GET ${url}: ${String(res.status)} ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).data;
}

/** The combo as a `GET /ads` path in `lang`: ids and option labels come from the server. */
async function listingProbe(combo: Combo, lang: Lang): Promise<Probe> {
  const url = `/api/get_filter_options?category_id=${String(combo.categoryId)}`;
  const [en, local] = await Promise.all([
    getJson<FilterDefinition[]>(url, 'en'),
    getJson<FilterDefinition[]>(url, lang),
  ]);
  const filtersAttributes: FilterAttribute[] = combo.filters.map(([name, wanted]) => {
    const definition = en.find((f) => f.name === name);
    const translated = local.find((f) => f.id === definition?.id);
    if (!definition || !translated) throw new Error(`no filter ${name}`);
    const label = (option: string) =>
      String(translated.values[definition.values.map(String).indexOf(option)]);
    let value: FilterAttribute['value'];
    if (typeof wanted === 'object' && !Array.isArray(wanted)) value = wanted[lang];
    else if (definition.type === 'range') value = wanted;
    else value = Array.isArray(wanted) ? wanted.map(label) : label(wanted);
    return { attribute_id: definition.id, value };
  });
  return {
    path: `/api/ads?${adsQueryString({ category_id: combo.categoryId, filtersAttributes })}`,
    lang,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function latency(name: string, probes: Probe[], samples: number) {
  const times: number[] = [];
  const perProbe = probes.map((): number[] => []);
  for (let i = 0; i < samples; i += 1) {
    const probe = probes[i % probes.length] as Probe;
    const started = performance.now();
    const res = await fetch(`${base}${probe.path}`, { headers: { lang: probe.lang } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${probe.path}: ${String(res.status)}`);
    const elapsed = performance.now() - started;
    times.push(elapsed);
    perProbe[i % probes.length]?.push(elapsed);
  }
  if (values.detail) {
    probes.forEach((probe, i) => {
      const own = (perProbe[i] ?? []).sort((a, b) => a - b);
      console.log(
        `  p50 ${percentile(own, 50).toFixed(1)} ms  ${probe.lang}  ${decodeURIComponent(probe.path)}`,
      );
    });
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${name}: ${String(samples)} requests one at a time over ${String(probes.length)} queries: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${(times.at(-1) ?? NaN).toFixed(1)} ms` +
      `  (target p95 <= ${String(TARGET_P95_MS)} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'missed'})`,
  );
}

async function load(name: string, probes: Probe[]) {
  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: probes.map((probe) => ({
      method: 'GET',
      path: probe.path,
      headers: { lang: probe.lang, 'accept-encoding': 'gzip' },
    })),
  });
  console.log(
    `${name}: ${values.connections} connections, ${values.duration} s: ` +
      `${result.requests.average.toFixed(0)} requests/s  latency p50 ${String(result.latency.p50)} ms` +
      `  p99 ${String(result.latency.p99)} ms  non-2xx ${String(result.non2xx)}  errors ${String(result.errors)}`,
  );
}

const server = await startServer(values.port);

try {
  const ads = await getJson<Paginated<unknown>>('/api/ads/most-viewed?per_page=1', 'en');
  console.log(
    `${ads.total.toLocaleString('en-US')} ads on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ` +
      `${String(os.cpus().length)} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const listings = await Promise.all(
    COMBOS.flatMap((combo) => [listingProbe(combo, 'en'), listingProbe(combo, 'ar')]),
  );
  const samples = Number(values.samples);
  // Warm the caches the way a running server has them.
  await latency('warm-up', [...SEARCHES, ...listings], SEARCHES.length + listings.length);
  await latency('GET /api/search', SEARCHES, samples);
  await latency('GET /api/ads (filtered)', listings, samples);
  await load('GET /api/search', SEARCHES);
  await load('GET /api/ads (filtered)', listings);
} finally {
  await server.stop();
}
