import type { StaffRole } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { getAuth } from '../../shared/auth/auth-store';
import { staffRoleQueryOptions } from '../../shared/auth/staff-role';
import { notFound } from '../../shared/lib/not-found';
import type { QueryClientOf } from '../../shared/lib/start-query';
import { requireAuthLoader } from './require-auth';

/**
 * The moderation console's guard: a visitor goes to login (which brings them back), a signed-in
 * user who is not staff (or not an admin, for the admin's pages) gets the not-found page. The
 * server answers their calls 403 anyway.
 */
export function requireStaffLoader(queryClientOf: QueryClientOf, needs: StaffRole = 'moderator') {
  return async (args: LoaderFunctionArgs) => {
    const signIn = requireAuthLoader(args);
    if (signIn !== null) return signIn;
    const { user } = getAuth();
    const role = user ? await queryClientOf().query(staffRoleQueryOptions(user.id)) : null;
    if (role === null || (needs === 'admin' && role !== 'admin')) notFound();
    return { role };
  };
}
