import { useSyncExternalStore } from 'react';
import { restoreSession, signedOut, type AuthState } from './restore-session';

let state: AuthState = restoreSession(document.cookie);
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): AuthState {
  return state;
}

/** Forgets the session in memory (the cookies are cleared by the HTTP layer or the server). */
export function clearAuth(): void {
  state = signedOut;
  for (const listener of listeners) listener();
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot);
}
