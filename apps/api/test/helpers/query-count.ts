import type { DatabaseHandle } from '../../src/db/client.ts';

type Client = { query: (text: unknown, ...rest: unknown[]) => Promise<unknown> };

/** The flush of the ad views counted in memory (ads/view-counter.ts), on its own timer. */
export const isViewFlush = (statement: string) =>
  statement.startsWith('update "ads" set view_count');

/** The database check of `/health` (health.routes.ts), once a second on its own timer. */
const isHealthCheck = (statement: string) => statement === 'select 1';

/**
 * The statements sent through the database's client (PGlite or the pg pool: drizzle sends every
 * statement outside a transaction there) while `run` runs, the views' flush and the health
 * check left out: they run on their own timers, whatever the request.
 */
export async function statementsOf(
  database: DatabaseHandle,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const own = Object.getOwnPropertyDescriptor(client, 'query');
  const query = client.query.bind(client);
  const statements: string[] = [];
  client.query = (text, ...rest) => {
    // pg gets a query config, PGlite the text.
    statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return query(text, ...rest);
  };
  try {
    await run();
  } finally {
    if (own) Object.defineProperty(client, 'query', own);
    else Reflect.deleteProperty(client, 'query');
  }
  return statements.filter((statement) => !isViewFlush(statement) && !isHealthCheck(statement));
}
