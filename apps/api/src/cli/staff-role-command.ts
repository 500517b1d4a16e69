import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@souq/contracts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../shared/errors.ts';
import { apiMessage } from '../shared/messages.ts';
import {
  findUserIdByUserName,
  setStaffRole,
} from '../modules/moderation/staff-roles.repository.ts';

/** What the command line is called in the audit log: an actor without an account. */
export const COMMAND_LINE_ACTOR = { id: null, name: 'command line' };

export const USAGE = [
  'npm run admin:grant -- --user NAME --role moderator|admin',
  'npm run admin:revoke -- --user NAME',
].join('\n');

/** A failure the command prints as it is, without a stack. */
export class CommandError extends Error {}

const isStaffRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly (string | undefined)[]).includes(value);

/**
 * `grant --user NAME --role moderator|admin` or `revoke --user NAME`: gives or takes back a staff
 * role, with the audit line of the command line. Answers what it did, to print.
 */
export async function runStaffRoleCommand(db: Database, args: string[], now = new Date()) {
  const { positionals, values } = parseArgs({
    args,
    options: { user: { type: 'string' }, role: { type: 'string' } },
    allowPositionals: true,
  });
  const [command] = positionals;
  if ((command !== 'grant' && command !== 'revoke') || !values.user) {
    throw new CommandError(USAGE);
  }
  let role: StaffRole | null = null;
  if (command === 'grant') {
    if (!isStaffRole(values.role)) {
      throw new CommandError(`--role must be one of: ${STAFF_ROLES.join(', ')}\n${USAGE}`);
    }
    role = values.role;
  }
  const userId = await findUserIdByUserName(db, values.user);
  if (userId === undefined)
    throw new CommandError(`No account has the user name "${values.user}".`);
  try {
    const { result, before } = await setStaffRole(db, {
      userId,
      role,
      actor: COMMAND_LINE_ACTOR,
      reason: `npm run admin:${command}`,
      now,
    });
    const who = `${result.user_name} (id ${String(result.id)})`;
    const was = `was: ${before ?? 'no role'}`;
    if (result.staff_role === null)
      return `${who} is no longer staff (${was}). Audit line written.`;
    const signIn =
      before === result.staff_role
        ? ''
        : ' Their sessions were ended: they sign in again, then with a code sent to their phone.';
    return `${who} is now ${result.staff_role === 'admin' ? 'an admin' : 'a moderator'} (${was}).${signIn} Audit line written.`;
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(apiMessage(error.messageKey, 'en'));
    throw error;
  }
}
