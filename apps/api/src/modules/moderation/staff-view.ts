import type { StaffViewOfUser } from '@souq/contracts';
import { users } from '../../db/schema/index.ts';

/** The columns of `toStaffView`, to select with a user. */
export const staffViewColumns = {
  id: users.id,
  name: users.name,
  userName: users.userName,
  createdAt: users.createdAt,
  suspendedUntil: users.suspendedUntil,
  bannedAt: users.bannedAt,
};

export type StaffViewRow = {
  id: number;
  name: string;
  userName: string;
  createdAt: Date;
  suspendedUntil: Date | null;
  bannedAt: Date | null;
};

/** A person as staff see them in the console. */
export function toStaffView(row: StaffViewRow): StaffViewOfUser {
  return {
    id: row.id,
    name: row.name,
    user_name: row.userName,
    created_at: row.createdAt.toISOString(),
    suspended_until: row.suspendedUntil?.toISOString() ?? null,
    banned: row.bannedAt !== null,
  };
}
