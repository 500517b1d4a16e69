import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { ROOT_DIR } from '../../src/config/env.ts';
import { openEmbeddedDatabase, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { moderationLog, users } from '../../src/db/schema/index.ts';
import { CommandError, runStaffRoleCommand } from '../../src/cli/staff-role-command.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { moderationApp, newMember } from './fixtures.ts';

/**
 * Issue 42: `npm run admin:grant -- --user NAME --role moderator|admin` and `admin:revoke`, on
 * PostgreSQL (DATABASE_URL) or on the embedded database in DATA_DIR.
 */

const run = promisify(execFile);

const { t } = moderationApp({});

const roleOf = async (db: DatabaseHandle['db'], userName: string) =>
  (await db.select({ role: users.staffRole }).from(users).where(eq(users.userName, userName)))[0]
    ?.role;

const lastLine = async (db: DatabaseHandle['db'], userId: number) =>
  (
    await db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.target, 'user'), eq(moderationLog.targetId, userId)))
      .orderBy(desc(moderationLog.id))
      .limit(1)
  )[0];

describe('the command', () => {
  it('grants and revokes a role, says what it did, and writes the audit line of the command line', async () => {
    const member = await newMember(t);
    const name = member.identity.userName.toUpperCase();
    const granted = await runStaffRoleCommand(t.database.db, [
      'grant',
      '--user',
      name,
      '--role',
      'admin',
    ]);
    expect(granted).toBe(
      `${member.identity.userName} (id ${String(member.id)}) is now an admin (was: no role). Their sessions were ended: they sign in again, then with a code sent to their phone. Audit line written.`,
    );
    expect(await roleOf(t.database.db, member.identity.userName)).toBe('admin');
    expect(await lastLine(t.database.db, member.id)).toMatchObject({
      actorId: null,
      actorName: 'command line',
      action: 'staff.grant',
      reason: 'npm run admin:grant',
      after: { staff_role: 'admin', sessions_revoked: 1 },
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?target=user&target_id=${String(member.id)}`,
      headers: (await newMember(t, 'admin')).headers,
    });
    expect(audit.json<{ data: { actor: unknown }[] }>().data[0]?.actor).toEqual({
      id: null,
      name: 'command line',
    });

    const revoked = await runStaffRoleCommand(t.database.db, ['revoke', '--user', name]);
    expect(revoked).toBe(
      `${member.identity.userName} (id ${String(member.id)}) is no longer staff (was: admin). Audit line written.`,
    );
    expect(await roleOf(t.database.db, member.identity.userName)).toBeNull();
  });

  it('refuses what it cannot do, saying why', async () => {
    await expect(runStaffRoleCommand(t.database.db, ['grant', '--user', 'demo'])).rejects.toThrow(
      /--role must be one of: moderator, admin/,
    );
    await expect(runStaffRoleCommand(t.database.db, ['promote', '--user', 'demo'])).rejects.toThrow(
      CommandError,
    );
    await expect(
      runStaffRoleCommand(t.database.db, ['grant', '--user', 'nobody_here', '--role', 'admin']),
    ).rejects.toThrow('No account has the user name "nobody_here".');
    const member = await newMember(t);
    await t.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, member.id));
    await expect(
      runStaffRoleCommand(t.database.db, [
        'grant',
        '--user',
        member.identity.userName,
        '--role',
        'moderator',
      ]),
    ).rejects.toThrow(/verified phone number/);
  });
});

describe('npm run admin:grant', () => {
  /** The script as npm runs it, on the database its environment names. */
  const script = (env: Record<string, string>, ...args: string[]) =>
    run('npx', ['tsx', 'apps/api/src/cli/staff-role.ts', ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });

  /** Makes the demo's `demo2` a moderator through the script, which says so. */
  const grantDemo2 = async (env: Record<string, string>) => {
    const { stdout } = await script(env, 'grant', '--user', 'demo2', '--role', 'moderator');
    expect(stdout).toContain('demo2 (id 2) is now a moderator (was: no role).');
  };

  it('gives the role on the database of the environment', { timeout: 180_000 }, async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      await grantDemo2({ DATABASE_URL: await fileDatabaseUrl(url) });
      const check = await openDatabase({ url: await fileDatabaseUrl(url) });
      try {
        expect(await roleOf(check.db, 'demo2')).toBe('moderator');
      } finally {
        await check.close();
      }
      return;
    }
    // The embedded database: a copy of the run's seeded one in a data directory of its own.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-admin-grant-'));
    try {
      const seeded = await openEmbeddedDatabase({
        dataDir: path.join(dataDir, 'pglite'),
        snapshotFile: inject('pgliteSnapshot'),
      });
      await seeded.close();
      await grantDemo2({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const failed = await script({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'revoke').catch(
        (error: unknown) => error as { code: number; stderr: string },
      );
      expect(failed).toMatchObject({ code: 1 });
      const check = await openEmbeddedDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        expect(await roleOf(check.db, 'demo2')).toBe('moderator');
        expect(await lastLine(check.db, 2)).toMatchObject({
          actorName: 'command line',
          action: 'staff.grant',
        });
      } finally {
        await check.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
