import { useSyncExternalStore } from 'react';

/**
 * The browser session: the token in localStorage under `jwt` (spec 3, Session).
 * A tiny store so React re-renders when the token changes (here or in another tab),
 * and an "expired" signal the Apollo error link raises and the auth provider answers.
 */
const KEY = 'jwt';

type Listener = () => void;
const listeners = new Set<Listener>();
const expiredListeners = new Set<Listener>();

function readToken(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  return readToken();
}

export function setToken(token: string) {
  window.localStorage.setItem(KEY, token);
  emit();
}

export function clearToken() {
  window.localStorage.removeItem(KEY);
  emit();
}

export function subscribeToken(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) emit();
  });
}

/** The current token, re-rendering on change. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken, () => null);
}

/**
 * "Your session has expired" must survive the redirects that follow an expiry (the staff guard also
 * sends a user without a token to /ml-admin), so it is a one-shot notice the login page takes.
 */
let expiredNotice = false;
export function markExpiredNotice() {
  expiredNotice = true;
}
export function hasExpiredNotice(): boolean {
  return expiredNotice;
}
export function clearExpiredNotice() {
  expiredNotice = false;
}

/** Called when the server says the token is missing, expired or revoked. */
export function expireSession() {
  clearToken();
  for (const l of expiredListeners) l();
}

export function onSessionExpired(listener: Listener) {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}
