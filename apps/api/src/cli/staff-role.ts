import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { CommandError, runStaffRoleCommand } from './staff-role-command.ts';

/**
 * `npm run admin:grant -- --user NAME --role moderator|admin` and `npm run admin:revoke -- --user
 * NAME` (issue 42): on DATABASE_URL, else on the embedded database in DATA_DIR (stop the server
 * first: the embedded database has one process at a time).
 */
const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
  poolSize: 1,
});
try {
  console.log(await runStaffRoleCommand(database.db, process.argv.slice(2)));
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof CommandError ? error.message : error);
} finally {
  await database.close();
}
