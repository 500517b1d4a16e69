import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { createBackup } from '../db/backup/backup.ts';
import { commandFailed, describeBackup, userPath } from './backup-lines.ts';

const USAGE = 'npm run db:backup -- [--out FOLDER] [--pg-bin FOLDER]';

/**
 * `npm run db:backup` (issue 43): the database (PostgreSQL through pg_dump, or the embedded one,
 * whose server must be stopped) and the pictures of DATA_DIR, into one new folder
 * (`backups/souq-<time>` by default). docs/decisions/0079-backups.md.
 */
try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'pg-bin': { type: 'string' } },
  });
  const env = loadEnv();
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const out = userPath(values.out ?? path.join('backups', `souq-${stamp}Z`));
  const manifest = await createBackup(
    {
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pgBin: values['pg-bin'] && userPath(values['pg-bin']),
      objectStorage:
        env.S3_ENDPOINT && env.S3_BUCKET
          ? { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET }
          : null,
      log: (line) => {
        console.log(line);
      },
    },
    out,
  );
  console.log(`\nBackup written to ${out}:\n${describeBackup(manifest)}`);
  console.log(`Restore it into a fresh database with: npm run db:restore -- ${out}`);
} catch (error) {
  commandFailed(error, USAGE);
}
