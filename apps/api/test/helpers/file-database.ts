import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';

/** The server's own database, from which databases are created and dropped. */
function adminClient(url: string): pg.Client {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return new pg.Client({ connectionString: admin.toString() });
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const copyPrefix = (url: string) => `${nameOf(url)}_file_`;

/** Each test file's copy, by the file's path: a worker may run several files on one module graph. */
const copies = new Map<string, Promise<string>>();

/**
 * This test file's own copy of the run's seeded PostgreSQL database (`url`, seeded by
 * global-setup.ts and never connected to otherwise, as a template must be): files run at once
 * and none sees the rows another adds. One copy per file, however many apps it starts.
 */
export function fileDatabaseUrl(url: string): Promise<string> {
  const file = expect.getState().testPath ?? '';
  let copy = copies.get(file);
  copy ??= (async () => {
    const name = `${copyPrefix(url)}${randomBytes(4).toString('hex')}`;
    const admin = adminClient(url);
    await admin.connect();
    try {
      await admin.query(
        `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(nameOf(url))}`,
      );
    } finally {
      await admin.end();
    }
    const own = new URL(url);
    own.pathname = `/${encodeURIComponent(name)}`;
    return own.toString();
  })();
  copies.set(file, copy);
  return copy;
}

/** Drops every file's copy of the run's database (global-setup's teardown). */
export async function dropFileCopies(url: string): Promise<void> {
  const admin = adminClient(url);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [copyPrefix(url)],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty PostgreSQL database of this file's on the run's server (`url`), named like the
 * file copies so that the run's teardown drops it even if the file is cut short; `drop` drops it.
 */
export async function emptyFileDatabase(url: string, label: string) {
  const name = `${copyPrefix(url)}${label}_${randomBytes(4).toString('hex')}`;
  const admin = adminClient(url);
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: own.toString(),
    drop: async () => {
      const dropper = adminClient(url);
      await dropper.connect();
      try {
        await dropper.query(
          `drop database if exists ${dropper.escapeIdentifier(name)} with (force)`,
        );
      } finally {
        await dropper.end();
      }
    },
  };
}
