import { createWriteStream } from 'node:fs';
import { access, cp, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { openEmbeddedDatabase } from '../client.ts';
import { BackupError } from './backup-error.ts';
import {
  CHECKSUMS_FILE,
  MANIFEST_FILE,
  PICTURE_FOLDERS,
  pictureChecksums,
  rowCounts,
  type Manifest,
} from './manifest.ts';
import { findPostgresTools, runTool, serverMajorVersion } from './postgres-tools.ts';

/** Where the site keeps its data: the settings the server itself runs with. */
export type SiteData = {
  /** PostgreSQL's URL; without one, the embedded database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the embedded database and the pictures (`media`, `media-private`). */
  dataDir: string;
  /** The pg_dump and pg_restore folder, when they are not where the packages put them. */
  pgBin?: string | undefined;
  log: (line: string) => void;
};

export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * PostgreSQL through `pg_dump -Fc`, inside a read-only transaction whose snapshot the dump
 * shares (`--snapshot`), so the rows counted for the manifest are those dumped while the site
 * goes on writing.
 */
async function dumpPostgres(url: string, file: string, pgBin: string | undefined) {
  const { major, version } = await serverMajorVersion(url);
  const tools = await findPostgresTools(major, pgBin);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const snapshot = rows[0]?.snapshot ?? '';
    const counts = await rowCounts(client);
    await runTool(
      tools.pgDump,
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`],
      url,
    );
    await client.query('commit');
    return { version, rows: counts };
  } finally {
    await client.end();
  }
}

/**
 * The embedded database through PGlite's own dump (`dumpDataDir`: its data folder as a
 * tarball, which `loadDataDir` opens), gzipped (docs/decisions/0079-backups.md). It is one
 * process's: the server must be stopped.
 */
async function dumpEmbedded(dataDir: string, file: string) {
  const folder = path.join(dataDir, 'pglite');
  if (!(await exists(path.join(folder, 'PG_VERSION')))) {
    throw new BackupError(
      `No embedded database in ${folder}: set DATA_DIR to the site's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const database = await openEmbeddedDatabase({ dataDir: folder });
  try {
    const client = database.newConnection();
    await client.connect();
    let version: string;
    let rows: Record<string, number>;
    try {
      const answer = await client.query<{ version: string }>(
        "select current_setting('server_version') as version",
      );
      version = answer.rows[0]?.version ?? '';
      rows = await rowCounts(client);
    } finally {
      await client.end();
    }
    const dump = await database.dump();
    await pipeline(
      Readable.from([Buffer.from(await dump.arrayBuffer())]),
      createGzip(),
      createWriteStream(file),
    );
    return { version, rows };
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup of the site into the folder `out` (which must not exist, or be empty): the
 * database's dump, the pictures of DATA_DIR, their checksums and a manifest. It is written
 * under another name and renamed when whole, so a folder of that name is always a complete
 * backup. The database is dumped before the pictures are copied: every picture the dump names
 * was written before it (only one deleted meanwhile can be missing).
 */
export async function createBackup(
  site: SiteData & { objectStorage: Manifest['object_storage'] },
  out: string,
): Promise<Manifest> {
  if ((await exists(out)) && (await readdir(out)).length > 0) {
    throw new BackupError(
      `${out} already exists and is not empty: a backup never writes over another.`,
    );
  }
  const draft = `${out}.partial-${String(process.pid)}`;
  await rm(draft, { recursive: true, force: true });
  await mkdir(draft, { recursive: true });
  try {
    const kind = site.databaseUrl ? 'postgres' : 'pglite';
    const file = kind === 'postgres' ? 'database.pgdump' : 'database.tar.gz';
    site.log(
      kind === 'postgres'
        ? 'dumping PostgreSQL (pg_dump -Fc)…'
        : `dumping the embedded database in ${path.join(site.dataDir, 'pglite')}…`,
    );
    const dumped = site.databaseUrl
      ? await dumpPostgres(site.databaseUrl, path.join(draft, file), site.pgBin)
      : await dumpEmbedded(site.dataDir, path.join(draft, file));

    site.log(`copying the pictures of ${site.dataDir}…`);
    const folders: string[] = [];
    for (const folder of PICTURE_FOLDERS) {
      const from = path.join(site.dataDir, folder);
      if (!(await exists(from))) continue;
      await cp(from, path.join(draft, folder), { recursive: true, preserveTimestamps: true });
      folders.push(folder);
    }
    const checksums = await pictureChecksums(draft);
    await writeFile(path.join(draft, CHECKSUMS_FILE), checksums.text);

    const manifest: Manifest = {
      format: 'souq-backup',
      version: 1,
      created_at: new Date().toISOString(),
      database: { kind, file, server_version: dumped.version, rows: dumped.rows },
      pictures: {
        folders,
        files: checksums.files,
        bytes: checksums.bytes,
        checksums: CHECKSUMS_FILE,
      },
      object_storage: site.objectStorage,
    };
    await writeFile(path.join(draft, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    if (await exists(out)) await rmdir(out);
    await rename(draft, out);
    return manifest;
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    throw error;
  }
}
