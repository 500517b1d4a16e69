import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';

/** What a backup folder holds, beside the database's dump and the pictures. */
export const MANIFEST_FILE = 'manifest.json';
/** `sha256sum` lines of every picture of the backup (`sha256sum -c pictures.sha256` checks). */
export const CHECKSUMS_FILE = 'pictures.sha256';

/**
 * The folders of DATA_DIR whose files a backup holds: the pictures served at `/media` (the
 * seed's and, with files as storage, the uploads) and the chat's, which only their routes serve
 * (app.ts: `{mediaDir}-private`).
 */
export const PICTURE_FOLDERS = ['media', 'media-private'] as const;

export type DatabaseKind = 'postgres' | 'pglite';

export type Manifest = {
  format: 'souq-backup';
  version: 1;
  created_at: string;
  database: {
    kind: DatabaseKind;
    /** The dump, inside the backup folder: `pg_dump -Fc`'s, or PGlite's `dumpDataDir` tarball. */
    file: string;
    server_version: string;
    /** Rows of each table when the dump was taken: a restore must find the same. */
    rows: Record<string, number>;
  };
  pictures: { folders: string[]; files: number; bytes: number; checksums: string };
  /** With S3 storage the uploads live in this bucket, which the backup does not copy. */
  object_storage: { endpoint: string; bucket: string } | null;
};

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Every table of the site (and drizzle's record of the migrations) with its number of rows. */
export async function rowCounts(client: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
     order by table_schema, table_name`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const { rows } = await client.query<{ n: string | number }>(
      `select count(*) as n from ${quote(schema)}.${quote(name)}`,
    );
    counts[schema === 'public' ? name : `${schema}.${name}`] = Number(rows[0]?.n);
  }
  return counts;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The `sha256sum` lines (`<hex>  media/uploads/…`, sorted) of the pictures under `root` (a data
 * folder or a backup), with their number and size.
 */
export async function pictureChecksums(root: string) {
  const lines: string[] = [];
  let bytes = 0;
  for (const folder of PICTURE_FOLDERS) {
    let entries;
    try {
      entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, file).split(path.sep).join('/');
      lines.push(`${await sha256(file)}  ${relative}`);
      bytes += (await stat(file)).size;
    }
  }
  lines.sort((a, b) => (a.slice(66) < b.slice(66) ? -1 : 1));
  return { text: lines.map((line) => `${line}\n`).join(''), files: lines.length, bytes };
}

/** The lines of `expected` that `actual` lacks or differs in, and the files it has besides. */
export function checksumDifferences(expected: string, actual: string): string[] {
  const expectedLines = new Set(expected.split('\n').filter(Boolean));
  const actualLines = new Set(actual.split('\n').filter(Boolean));
  return [
    ...[...expectedLines]
      .filter((line) => !actualLines.has(line))
      .map((line) => `missing or changed: ${line.slice(66)}`),
    ...[...actualLines]
      .filter((line) => !expectedLines.has(line))
      .map((line) => `not in the backup: ${line.slice(66)}`),
  ];
}
