import path from 'node:path';
import { BackupError } from '../db/backup/backup-error.ts';
import type { Manifest } from '../db/backup/manifest.ts';
import { DataDirLockedError } from '../db/embedded/data-dir-lock.ts';

/**
 * A path the user typed, from the folder they ran npm in (npm runs scripts from the
 * repository's root and keeps the caller's folder in INIT_CWD).
 */
export const userPath = (typed: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);

/** What a backup holds, in a few lines for the terminal. */
export function describeBackup(manifest: Manifest): string {
  const { database, pictures, object_storage: bucket } = manifest;
  const rows = (table: string) => String(database.rows[table] ?? 0);
  const lines = [
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'} ${database.server_version}, ${rows('users')} accounts, ${rows('ads')} ads, ${rows('messages')} messages`,
    `  pictures: ${String(pictures.files)} files, ${(pictures.bytes / 1024 / 1024).toFixed(1)} MB (${pictures.folders.join(', ') || 'none'})`,
  ];
  if (bucket) {
    lines.push(
      `  uploads: in the bucket ${bucket.bucket} at ${bucket.endpoint}, not in this folder: the store's versioning restores them to ${manifest.created_at}`,
    );
  }
  return lines.join('\n');
}

/**
 * How db:backup and db:restore end on `error`: exit code 1; refusals and parsing errors say what
 * to do (the latter with the command's `usage`), anything else is a bug, with its stack.
 */
export function commandFailed(error: unknown, usage: string): void {
  process.exitCode = 1;
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if (error instanceof TypeError && 'code' in error) {
    console.error(`${error.message}\n${usage}`);
  } else {
    console.error(error);
  }
}
