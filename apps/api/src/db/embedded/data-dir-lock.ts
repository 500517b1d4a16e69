import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Another process (or this one) has the folder open: what to do is in the message. */
export class DataDirLockedError extends Error {}

/** The folders this process holds, so a second open in it is refused too. */
const heldHere = new Set<string>();

/** Whether a process of this id runs (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time in an embedded database's folder: PGlite has no lock of its own, and a
 * second process (db:backup, db:restore or admin:grant beside the running server) would tear its
 * files. The lock is a file beside the folder (`pglite.lock`, outside the folder PGlite dumps)
 * holding the process id; one left by a process that has ended is taken over, as is one bearing
 * this process's own id (a container's server is process 1 on every start). Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dataDir);
  const file = `${folder}.lock`;
  const refuse = (holder: string) =>
    new DataDirLockedError(
      `the embedded database in ${folder} is open in ${holder}: it serves one process at a time (stop the server first)`,
    );
  if (heldHere.has(folder)) throw refuse('this process');
  await mkdir(path.dirname(folder), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, `${String(process.pid)}\n`, { flag: 'wx' });
      heldHere.add(folder);
      return async () => {
        heldHere.delete(folder);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (holder !== process.pid && isRunning(holder)) throw refuse(`process ${String(holder)}`);
    await rm(file, { force: true });
  }
  throw new Error(`could not lock ${folder}: ${file} keeps coming back`);
}
