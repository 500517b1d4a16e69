// bench:capacity's command-line options, checked, and its targets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const MIXES = ['pages', 'api', 'home-uncached', 'overload', 'long-tail'] as const;
export type Mix = (typeof MIXES)[number];
/** The mixes run without --only: long-tail needs a big PostgreSQL database of its own. */
const DEFAULT_MIXES: readonly Mix[] = ['pages', 'api', 'home-uncached', 'overload'];
export const API_PARTS = ['listings', 'details', 'searches'] as const;
export type ApiPart = (typeof API_PARTS)[number];
export const DATABASES = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];
/** One server process on its port, or two on one PostgreSQL with Redis behind nginx. */
export const TOPOLOGIES = ['one', 'nginx-two'] as const;
export type Topology = (typeof TOPOLOGIES)[number];

export const TARGET = {
  pagesShareOfBare: 1.5,
  pagesP99: 300,
  apiShareOfBare: 4,
  apiP99: 200,
  homeRender: 25,
  overloadMax: 3000,
  healthP99: 100,
  longTailPagesShareOfBare: 3,
  longTailPagesP99: 300,
};

export type Options = {
  /** Seconds of each autocannon mix. */
  duration: number;
  connections: number;
  /** The bare server's port; the servers and nginx take the next ones (README). */
  basePort: number;
  mixes: Mix[];
  apiPart: ApiPart | undefined;
  databases: DatabaseKind[];
  topologies: Topology[];
  /** Reuse (and seed on first use) this data folder instead of a fresh temporary one. */
  dataDir: string | undefined;
  /** Seed of the random order of the requests. */
  seed: number;
  webDist: string;
  postgresUrl: string;
  /** The Redis the processes behind nginx share. */
  redisUrl: string;
};

export function isOneOf<T extends string>(
  list: readonly T[],
  value: string | undefined,
): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}

/** `both` or one of `list`, as a list. */
function oneOrBoth<T extends string>(list: readonly T[], value: string): T[] | undefined {
  if (value === 'both') return [...list];
  return isOneOf(list, value) ? [value] : undefined;
}

/** The options as the run uses them, or an explanation of what is wrong with them. */
export function readOptions(root: string): Options | string {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '15' },
      connections: { type: 'string', default: '50' },
      /** Mixes, comma-separated. */
      only: { type: 'string' },
      /** The API mix's requests of one kind only (to profile it): listings, details or searches. */
      'api-part': { type: 'string' },
      database: { type: 'string', default: 'both' },
      'database-url': { type: 'string' },
      topology: { type: 'string', default: 'one' },
      'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379/14' },
      port: { type: 'string', default: '3281' },
      'data-dir': { type: 'string' },
      seed: { type: 'string', default: '14' },
      /** The built web app to serve; `WEB_DIST` or apps/web/dist by default. */
      'web-dist': { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const basePort = Number(values.port);
  if (!(duration > 0) || !(connections > 0) || !Number.isInteger(basePort)) {
    return '--duration, --connections and --port must be positive numbers';
  }
  const only = values.only?.split(',').map((mix) => mix.trim());
  if (only?.some((mix) => !isOneOf(MIXES, mix))) {
    return `--only takes one or more of ${MIXES.join(', ')}, comma-separated`;
  }
  const mixes = MIXES.filter((mix) => (only ?? DEFAULT_MIXES).includes(mix));
  const apiPart = values['api-part'];
  if (apiPart !== undefined && !isOneOf(API_PARTS, apiPart)) {
    return `--api-part takes one of ${API_PARTS.join(', ')}`;
  }
  const databases = oneOrBoth(DATABASES, values.database);
  if (!databases) return '--database takes pglite, postgres or both';
  const topologies = oneOrBoth(TOPOLOGIES, values.topology);
  if (!topologies) return '--topology takes one, nginx-two or both';
  if (!databases.includes('postgres')) {
    if (topologies.includes('nginx-two'))
      return 'nginx-two is PostgreSQL only: --database postgres';
    if (mixes.includes('long-tail')) return 'long-tail is PostgreSQL only: --database postgres';
  }
  const webDist = path.resolve(
    values['web-dist'] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  );
  for (const file of ['index.html', '.ssr/entry-server.js']) {
    if (!existsSync(path.join(webDist, file))) {
      return `apps/web/dist/${file} is missing: run npm run build first (the server renders pages with it)`;
    }
  }
  return {
    duration,
    connections,
    basePort,
    mixes,
    apiPart,
    databases,
    topologies,
    dataDir: values['data-dir'],
    seed: Number(values.seed),
    webDist,
    postgresUrl:
      values['database-url'] ??
      (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/souq_bench_capacity'),
    redisUrl: values['redis-url'],
  };
}
