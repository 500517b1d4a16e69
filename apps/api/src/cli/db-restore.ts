import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { BackupError } from '../db/backup/backup-error.ts';
import { restoreBackup } from '../db/backup/restore.ts';
import { commandFailed, describeBackup, userPath } from './backup-lines.ts';

const USAGE = 'npm run db:restore -- FOLDER [--force] [--pg-bin FOLDER]';

/**
 * `npm run db:restore -- FOLDER` (issue 43): a backup of db:backup into the database and data
 * folder the environment names, which must be empty unless --force; the server stopped. It
 * checks every table's rows and every picture against the backup.
 */
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, 'pg-bin': { type: 'string' } },
    allowPositionals: true,
  });
  const [from, ...rest] = positionals;
  if (from === undefined || rest.length > 0) throw new BackupError(USAGE);
  const env = loadEnv();
  const manifest = await restoreBackup(userPath(from), {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgBin: values['pg-bin'] && userPath(values['pg-bin']),
    force: values.force,
    log: (line) => {
      console.log(line);
    },
  });
  console.log(
    `\nRestored and checked the backup of ${manifest.created_at}:\n${describeBackup(manifest)}`,
  );
  console.log('Start the server: it applies any migration newer than the backup.');
} catch (error) {
  commandFailed(error, USAGE);
}
