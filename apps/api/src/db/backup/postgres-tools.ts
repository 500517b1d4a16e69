import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/**
 * How libpq's tools reach the database of a `postgres://` URL: the URL without its password
 * (`--dbname`, which takes URLs and their `?sslmode=…`), the password in `PGPASSWORD`, never in
 * the command line that `ps` shows.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The major version a PostgreSQL server runs (15 for 15.4). */
export async function serverMajorVersion(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as version",
    );
    const [row] = rows;
    if (!row) throw new Error('the server did not tell its version');
    return { major: Math.floor(Number(row.num) / 10_000), version: row.version };
  } finally {
    await client.end();
  }
}

/** The major version of a libpq tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
async function toolMajor(tool: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const found = /\(PostgreSQL\) (\d+)/.exec(stdout);
    return found ? Number(found[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The folders of the versions installed side by side (Debian's postgresql-client-NN). */
async function debianVersions(): Promise<number[]> {
  try {
    const names = await readdir('/usr/lib/postgresql');
    return names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
  } catch {
    return [];
  }
}

export type PostgresTools = { pgDump: string; pgRestore: string; major: number };

/**
 * `pg_dump` and `pg_restore` that can serve a server of version `serverMajor`: pg_dump refuses
 * a server newer than itself, so the same major version is looked for first where the usual
 * packages install it (Debian, Red Hat, Homebrew, Postgres.app), then a newer one, then the
 * PATH's. `binDir` (--pg-bin) names the folder instead.
 */
export async function findPostgresTools(
  serverMajor: number,
  binDir?: string,
): Promise<PostgresTools> {
  const newer = (await debianVersions()).filter((major) => major > serverMajor);
  const folders = binDir
    ? [binDir]
    : [
        `/usr/lib/postgresql/${String(serverMajor)}/bin`,
        `/usr/pgsql-${String(serverMajor)}/bin`,
        `/opt/homebrew/opt/postgresql@${String(serverMajor)}/bin`,
        `/usr/local/opt/postgresql@${String(serverMajor)}/bin`,
        `/Applications/Postgres.app/Contents/Versions/${String(serverMajor)}/bin`,
        ...newer.map((major) => `/usr/lib/postgresql/${String(major)}/bin`),
        // The PATH's own.
        '',
      ];
  const seen: string[] = [];
  for (const folder of folders) {
    const pgDump = folder ? path.join(folder, 'pg_dump') : 'pg_dump';
    const pgRestore = folder ? path.join(folder, 'pg_restore') : 'pg_restore';
    const [dumpMajor, restoreMajor] = await Promise.all([toolMajor(pgDump), toolMajor(pgRestore)]);
    if (dumpMajor === undefined || restoreMajor === undefined) continue;
    seen.push(`${pgDump} (${String(dumpMajor)})`);
    if (dumpMajor >= serverMajor && restoreMajor === dumpMajor) {
      return { pgDump, pgRestore, major: dumpMajor };
    }
  }
  throw new BackupError(
    [
      `No pg_dump and pg_restore of PostgreSQL ${String(serverMajor)} or newer were found (the server runs ${String(serverMajor)}).`,
      seen.length > 0 ? `Found only: ${seen.join(', ')}.` : 'Found none.',
      `Install the client tools (Debian: postgresql-client-${String(serverMajor)}), or name their folder with --pg-bin.`,
    ].join('\n'),
  );
}

/** Runs a libpq tool on the database of `url`; its error output becomes the error's message. */
export async function runTool(tool: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = libpqConnection(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${path.basename(tool)} failed: ${stderr || String(error)}`);
  }
}
