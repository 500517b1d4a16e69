import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { openEmbeddedDatabase } from '../client.ts';
import { exists, type SiteData } from './backup.ts';
import { BackupError } from './backup-error.ts';
import {
  checksumDifferences,
  MANIFEST_FILE,
  PICTURE_FOLDERS,
  pictureChecksums,
  rowCounts,
  type DatabaseKind,
  type Manifest,
} from './manifest.ts';
import { findPostgresTools, runTool, serverMajorVersion } from './postgres-tools.ts';

const KIND_NAMES: Record<DatabaseKind, string> = {
  postgres: 'PostgreSQL (DATABASE_URL)',
  pglite: 'the embedded database (no DATABASE_URL)',
};

export async function readManifest(from: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(from, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${from} holds no ${MANIFEST_FILE}: it is not a backup of db:backup.`);
  }
  const manifest = JSON.parse(text) as Partial<Manifest>;
  if (manifest.format !== 'souq-backup' || manifest.version !== 1) {
    throw new BackupError(`${from}/${MANIFEST_FILE} is not of a backup this version can read.`);
  }
  return manifest as Manifest;
}

async function fileCount(folder: string): Promise<number> {
  if (!(await exists(folder))) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).length;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** What the target already holds: nothing, for a restore without --force. */
async function contentsOf(site: SiteData): Promise<string[]> {
  const found: string[] = [];
  if (site.databaseUrl) {
    const tables = await withClient(site.databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      return Number(rows[0]?.n);
    });
    if (tables > 0) found.push(`the PostgreSQL database holds ${String(tables)} tables`);
  } else {
    const folder = path.join(site.dataDir, 'pglite');
    if ((await exists(folder)) && (await readdir(folder)).length > 0) {
      found.push(`${folder} holds an embedded database`);
    }
  }
  for (const folder of PICTURE_FOLDERS) {
    const files = await fileCount(path.join(site.dataDir, folder));
    if (files > 0) found.push(`${path.join(site.dataDir, folder)} holds ${String(files)} files`);
  }
  return found;
}

/** Empties the target (--force): the database's schemas or folder, and the pictures. */
async function empty(site: SiteData): Promise<void> {
  if (site.databaseUrl) {
    await withClient(site.databaseUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace
         where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
      );
      await client.query('begin');
      for (const { name } of rows) {
        await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
      }
      await client.query('create schema public');
      await client.query('commit');
    });
  } else {
    await rm(path.join(site.dataDir, 'pglite'), { recursive: true, force: true });
  }
  for (const folder of PICTURE_FOLDERS) {
    await rm(path.join(site.dataDir, folder), { recursive: true, force: true });
  }
}

async function restorePostgres(url: string, file: string, pgBin: string | undefined) {
  const { major } = await serverMajorVersion(url);
  const tools = await findPostgresTools(major, pgBin);
  // --clean --if-exists: a schema the dump creates (public, when it was made again by
  // db:reset) replaces the new database's own instead of failing on it.
  await runTool(
    tools.pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--clean',
      '--if-exists',
      '--exit-on-error',
      '--single-transaction',
      file,
    ],
    url,
  );
  return withClient(url, rowCounts);
}

/** PGlite's folder made again from its gzipped tarball (`loadDataDir`). */
async function restoreEmbedded(dataDir: string, file: string) {
  await mkdir(dataDir, { recursive: true });
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'souq-restore-'));
  const tarball = path.join(unpacked, 'database.tar');
  await pipeline(createReadStream(file), createGunzip(), createWriteStream(tarball));
  const database = await openEmbeddedDatabase({
    dataDir: path.join(dataDir, 'pglite'),
    snapshotFile: tarball,
  }).finally(() => rm(unpacked, { recursive: true, force: true }));
  try {
    const client = database.newConnection();
    await client.connect();
    try {
      return await rowCounts(client);
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

/** The tables whose rows differ from the manifest's, as `ads: 12 in the backup, 11 restored`. */
function rowDifferences(expected: Record<string, number>, actual: Record<string, number>) {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables]
    .filter((table) => expected[table] !== actual[table])
    .map(
      (table) =>
        `${table}: ${String(expected[table] ?? 'none')} in the backup, ${String(actual[table] ?? 'none')} restored`,
    );
}

/**
 * Restores the backup folder `from` into the site's database and data folder, which must be
 * empty unless `force` (then they are emptied first), and checks the result: every table's
 * rows as many as the manifest counted, every picture's checksum.
 */
export async function restoreBackup(
  from: string,
  site: SiteData & { force: boolean },
): Promise<Manifest> {
  const manifest = await readManifest(from);
  const kind: DatabaseKind = site.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `This backup is of ${KIND_NAMES[manifest.database.kind]}; the target is ${KIND_NAMES[kind]}. Restore it into the same kind of database.`,
    );
  }
  const found = await contentsOf(site);
  if (found.length > 0) {
    if (!site.force) {
      throw new BackupError(
        [
          'The target is not empty:',
          ...found.map((line) => `  ${line}`),
          'A restore goes into a fresh database and data folder; --force replaces what is there.',
        ].join('\n'),
      );
    }
    site.log(`--force: emptying the target (${found.join('; ')})…`);
    await empty(site);
  }

  const file = path.join(from, manifest.database.file);
  site.log(`restoring ${KIND_NAMES[kind]} from ${file}…`);
  const rows =
    kind === 'postgres' && site.databaseUrl
      ? await restorePostgres(site.databaseUrl, file, site.pgBin)
      : await restoreEmbedded(site.dataDir, file);

  site.log(`copying the pictures into ${site.dataDir}…`);
  for (const folder of manifest.pictures.folders) {
    await cp(path.join(from, folder), path.join(site.dataDir, folder), {
      recursive: true,
      preserveTimestamps: true,
    });
  }

  const problems = rowDifferences(manifest.database.rows, rows);
  const expected = await readFile(path.join(from, manifest.pictures.checksums), 'utf8');
  problems.push(...checksumDifferences(expected, (await pictureChecksums(site.dataDir)).text));
  if (problems.length > 0) {
    throw new BackupError(
      ['The restored site differs from the backup:', ...problems.slice(0, 20)].join('\n  '),
    );
  }
  return manifest;
}
