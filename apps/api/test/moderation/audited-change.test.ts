import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { moderationLog, users } from '../../src/db/schema/index.ts';
import { auditedChange } from '../../src/modules/moderation/audited-change.ts';
import type { ContentTag } from '../../src/shared/content-changes.ts';
import { moderationApp } from './fixtures.ts';

/** The console's changes: the change and its audit line in one transaction, announced after. */

const { t, admin } = moderationApp({ admin: 'admin' });

/** A request as the routes see it once the session is read: its user, a member of staff. */
async function adminRequest(): Promise<FastifyRequest> {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
  return { user } as FastifyRequest;
}

const linesOf = (action: string) =>
  t.database.db
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.action, action), eq(moderationLog.target, 'settings')));

let stopListening = () => {};
afterEach(() => {
  stopListening();
});

/** What happened, in order: the steps of the change and each announcement. */
function journal(): (string | ContentTag[])[] {
  const steps: (string | ContentTag[])[] = [];
  stopListening = t.app.contentChanges.on((change) => {
    steps.push([...change]);
  });
  return steps;
}

describe('auditedChange', () => {
  it('writes the audit line in the transaction, by the staff member, then announces, and answers the result', async () => {
    const steps = journal();
    const result = await auditedChange(
      t.app,
      await adminRequest(),
      ['content'],
      async (tx, log) => {
        expect(tx).not.toBe(t.database.db);
        await log({
          action: 'test.audited',
          target: 'settings',
          targetId: null,
          after: { on: true },
        });
        steps.push('committing');
        return 7;
      },
    );

    expect(result).toBe(7);
    expect(steps).toEqual(['committing', ['content']]);
    const [line] = await linesOf('test.audited');
    expect(line).toMatchObject({ actorId: admin.id, after: { on: true } });
    expect(line?.actorName).toBeTruthy();
  });

  it('rolls back the change and its line, and announces nothing, when the change throws', async () => {
    const steps = journal();
    const failed = auditedChange(t.app, await adminRequest(), ['content'], async (_tx, log) => {
      await log({ action: 'test.rolled_back', target: 'settings', targetId: null });
      throw new Error('refused');
    });

    await expect(failed).rejects.toThrow('refused');
    expect(steps).toEqual([]);
    expect(await linesOf('test.rolled_back')).toEqual([]);
  });

  it('announces nothing for no tags', async () => {
    const steps = journal();
    await auditedChange(t.app, await adminRequest(), [], async (_tx, log) => {
      await log({ action: 'test.silent', target: 'settings', targetId: null });
    });

    expect(steps).toEqual([]);
    expect(await linesOf('test.silent')).toHaveLength(1);
  });
});
