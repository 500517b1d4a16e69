import type { SessionUser } from '@souq/contracts';
import type { users } from '../../db/schema/index.ts';

export type UserRecord = typeof users.$inferSelect;

/** The public record; never the hash, the flags or the timestamps. */
export function toSessionUser(u: UserRecord): SessionUser {
  return {
    id: u.id,
    name: u.name,
    userName: u.userName,
    email: u.email,
    birthdate: u.birthdate,
    phone_number: u.phoneNumber,
    gender: u.gender,
    bio: u.bio,
    avatar: u.avatar,
  };
}
