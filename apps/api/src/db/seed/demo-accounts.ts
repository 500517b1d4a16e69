import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../../shared/auth/password.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { PEOPLE } from './people.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from './users.ts';

/**
 * The user names of the demo's accounts (its people, its moderator and admin) that still sign in
 * with its public password. The seed gives them all one hash, so this checks one hash, plus one
 * for each account whose password changed since.
 */
export async function accountsWithDemoPassword(db: Database): Promise<string[]> {
  const rows = await db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(users.userName, [
        ...PEOPLE.map((person) => person.userName),
        ...DEMO_STAFF.map((staff) => staff.userName),
      ]),
    );
  const opens = new Map<string, Promise<boolean>>();
  const found: string[] = [];
  for (const row of rows) {
    let open = opens.get(row.passwordHash);
    if (!open) {
      open = verifyPassword(DEMO_PASSWORD, row.passwordHash);
      opens.set(row.passwordHash, open);
    }
    if (await open) found.push(row.userName);
  }
  return found;
}
