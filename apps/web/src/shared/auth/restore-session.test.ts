import { describe, expect, it } from 'vitest';
import { restoreSession } from './restore-session';

const user = encodeURIComponent(JSON.stringify({ id: 7, name: 'Lina', email: 'l@example.com' }));

describe('restoreSession', () => {
  it('is signed out without a userData cookie', () => {
    expect(restoreSession('auth_token=abc')).toEqual({
      isAuthenticated: false,
      user: null,
      token: null,
    });
  });

  it('restores the user from userData alone (auth_token is HttpOnly)', () => {
    expect(restoreSession(`theme=dark; userData=${user}`)).toEqual({
      isAuthenticated: true,
      user: { id: 7, name: 'Lina', avatar: null },
      token: null,
    });
  });

  it('reads the avatar when the record has one', () => {
    const withAvatar = encodeURIComponent(
      JSON.stringify({ id: 7, name: 'Lina', avatar: '/a.webp' }),
    );
    expect(restoreSession(`userData=${withAvatar}`).user).toEqual({
      id: 7,
      name: 'Lina',
      avatar: '/a.webp',
    });
  });

  it('keeps a readable token', () => {
    expect(restoreSession(`auth_token=abc; userData=${user}`).token).toBe('abc');
  });

  it('ignores a malformed userData cookie', () => {
    expect(restoreSession('userData=%7Bnot-json').isAuthenticated).toBe(false);
    expect(restoreSession(`userData=${encodeURIComponent('{"id":"x"}')}`).user).toBeNull();
  });
});
