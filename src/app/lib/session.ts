import { useSyncExternalStore } from 'react';
import { localStorageKeys } from '@shared/device-storage';

const TOKEN_STORAGE_KEY = localStorageKeys.token;
import { INVALID_TOKEN } from '@shared/first-view-messages';
import type { UserInfo } from '@shared/api/auth';

export interface Session {
  user: UserInfo | null;
  token: string | null;
}

/** Reads a JWT's payload; throws 'Invalid token specified' when it is not a readable token. */
export function decodeToken(token: unknown): UserInfo & { exp?: number } {
  if (typeof token !== 'string') throw new Error(INVALID_TOKEN);
  const part = token.split('.')[1];
  if (!part) throw new Error(INVALID_TOKEN);
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(decodeURIComponent(escape(json))) as UserInfo & { exp?: number };
    if (typeof payload.id !== 'string' || typeof payload.name !== 'string')
      throw new Error('no user');
    return payload;
  } catch {
    throw new Error(INVALID_TOKEN);
  }
}

/**
 * Nobody signed in: one value, the server's too, so a guest's page hydrated from the server's
 * HTML finds its session unchanged (a new object would be a change: React would draw every part
 * that reads the session again, synchronously, in the task that ends hydration).
 */
const GUEST: Session = { user: null, token: null };

/** The session as stored: an empty value or 'undefined' is none, an unreadable token is none. */
export function readSession(): Session {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token || token === 'undefined') return GUEST;
  try {
    const { id, name, email, phonenumber } = decodeToken(token);
    return { user: { id, name, email, phonenumber }, token };
  } catch (error) {
    console.warn((error as Error).message);
    return GUEST;
  }
}

const listeners = new Set<() => void>();
let current = typeof localStorage === 'undefined' ? GUEST : readSession();

function refresh(): void {
  const next = readSession();
  if (next.token === current.token) return;
  current = next;
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', (e) => e.key === TOKEN_STORAGE_KEY && refresh());
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  refresh();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  refresh();
}

/**
 * A stored token that cannot be read (cut short, edited, left by an old version) counts as
 * signed out; this removes it and answers true once, so the app says 'Invalid token specified'
 * instead of signing the shopper out without a word.
 */
export function dropUnreadableToken(): boolean {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token || token === 'undefined') return false;
  try {
    decodeToken(token);
    return false;
  } catch {
    clearToken();
    return true;
  }
}

/** Calls back on every sign-in and sign-out; answers the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return current;
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => current,
    // The server renders every page as a guest, and hydration must start from that same HTML;
    // React re-renders with the shopper's session right after (personal parts come in then).
    () => GUEST,
  );
}
