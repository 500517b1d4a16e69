import { useSyncExternalStore } from 'react';
import { restoreSession, signedOut, type AuthState, type SessionUser } from './restore-session';

// The server renders pages for anonymous visitors only.
let state: AuthState =
  typeof document === 'undefined' ? signedOut : restoreSession(document.cookie);
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): AuthState {
  return state;
}

/** What a server-rendered page shows, and so what its hydration starts from. */
function getServerSnapshot(): AuthState {
  return signedOut;
}

/** Forgets the session in memory (the cookies are cleared by the HTTP layer or the server). */
export function clearAuth(): void {
  state = signedOut;
  for (const listener of listeners) listener();
}

/** Remembers the signed-in user from a login or verification answer (the server set the cookies). */
export function setAuthUser(user: SessionUser): void {
  state = {
    isAuthenticated: true,
    user: { id: user.id, name: user.name, avatar: user.avatar },
    token: null,
  };
  for (const listener of listeners) listener();
}

/** The current state outside React (route guards, loaders). */
export function getAuth(): AuthState {
  return state;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
