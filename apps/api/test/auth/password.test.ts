import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/shared/auth/password.ts';

describe('password hashing', () => {
  it('stores argon2id with its parameters, salted, and checks the password', async () => {
    const first = await hashPassword('Kx7!river-stone');
    const second = await hashPassword('Kx7!river-stone');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Kx7!river-stone', first)).toBe(true);
    expect(await verifyPassword('Kx7!river-ston', first)).toBe(false);
  });

  it('refuses a stored value that is not an argon2id hash', async () => {
    expect(await verifyPassword('demo12345', 'scrypt$131072$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('demo12345', '')).toBe(false);
  });
});
