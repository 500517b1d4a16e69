import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** A promise and the function that fulfils it. */
function gate() {
  let resolveOpened: (() => void) | undefined;
  const opened = new Promise<void>((resolve) => {
    resolveOpened = resolve;
  });
  return {
    open: () => {
      resolveOpened?.();
    },
    opened,
  };
}

/**
 * Locks the categories (on PGlite, the whole database: one transaction at a time) until
 * `release` is called: every query that needs them waits meanwhile.
 */
export async function holdDatabase(db: Database): Promise<{ release: () => Promise<void> }> {
  const locked = gate();
  const released = gate();
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`lock table categories in access exclusive mode`);
    locked.open();
    await released.opened;
  });
  await locked.opened;
  return {
    release: async () => {
      released.open();
      await holder;
    },
  };
}
