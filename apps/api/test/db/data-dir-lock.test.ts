import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/embedded/data-dir-lock.ts';

let parent: string;
let dataDir: string;
const lockFile = () => `${dataDir}.lock`;

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'souq-lock-'));
  dataDir = path.join(parent, 'pglite');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe("the embedded database's folder", () => {
  it('is one holder at a time, and free again once released', async () => {
    const release = await lockDataDir(dataDir);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(/open in this process.*stop the server/);
    await release();
    expect(existsSync(lockFile())).toBe(false);
    await (
      await lockDataDir(dataDir)
    )();
  });

  it('is refused while another running process holds it', async () => {
    // The test runner's parent: a process that runs and is not this one.
    await writeFile(lockFile(), `${String(process.ppid)}\n`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      new RegExp(`open in process ${String(process.ppid)}`),
    );
    await rm(lockFile());
  });

  it("is taken over from a process that has ended, or bearing this process's id", async () => {
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    for (const holder of [ended, process.pid]) {
      await writeFile(lockFile(), `${String(holder)}\n`);
      const release = await lockDataDir(dataDir);
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
      await release();
    }
  });
});
