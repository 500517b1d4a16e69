import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with 46 MiB and 2 passes: above OWASP's floor (46 MiB with 1 pass, or 19 MiB with 2)
 * and inside the 50–250 ms a hash should take on one core of our servers
 * (docs/decisions/0008-passwords-argon2id.md). The
 * native library hashes on the libuv thread pool, so a login never blocks the event loop.
 */
// The library's default algorithm is argon2id (its const enum cannot be imported here).
const PARAMS = {
  memoryCost: 46 * 1024,
  timeCost: 2,
  parallelism: 1,
};

/** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): it names its parameters, so they can change. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PARAMS);
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  return verify(stored, plain);
}
