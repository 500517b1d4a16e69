import type { Envelope, MeUser, StaffRole } from '@souq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';
import { useAuth } from './auth-store';

/**
 * The signed-in user's staff role (`null` for everyone else), by user: under `me`, so signing
 * out forgets it with the rest of the user's record. The server checks the role on every
 * console call whatever this says.
 */
export function staffRoleQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['me', 'staff-role', userId],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<MeUser>>('me', { signal })).data.staff_role,
    // Asked once a visit: a role given or taken ends the person's sessions (they sign in again),
    // and a header mounted again after signing out must not ask with the ended session (its 401
    // sent the page to login).
    staleTime: Infinity,
  });
}

/** The signed-in user's staff role, asked only when `wanted` (a menu opened); null otherwise. */
export function useStaffRole(wanted = true): StaffRole | null {
  const { user } = useAuth();
  const { data } = useQuery({
    ...staffRoleQueryOptions(user?.id ?? 0),
    enabled: wanted && user !== null,
  });
  return user === null ? null : (data ?? null);
}
