import { useSyncExternalStore } from 'react';
import { readToken, TOKEN_KEY } from './storedToken';

/**
 * The browser session: the token in localStorage under `jwt` (spec 3, Session).
 * A tiny store so React re-renders when the token changes (here or in another tab),
 * and an "expired" signal the Apollo error link raises and the auth provider answers.
 */
const KEY = TOKEN_KEY;

type Listener = () => void;
const listeners = new Set<Listener>();
const expiredListeners = new Set<Listener>();
let expiredNotice = false;
/** A session this page ended itself (a logout, a removed account): the next sign-in, maybe someone else's, starts afresh. */
let signedOutHere = false;

function emit() {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  return readToken();
}

export function setToken(token: string) {
  expiredNotice = false;
  signedOutHere = false;
  window.localStorage.setItem(KEY, token);
  emit();
}

export function clearToken() {
  endSession(false);
}

/**
 * A logout under way (app/apolloSession.ts): the server revokes the token before this page forgets it, so a query
 * answered UNAUTHENTICATED meanwhile is that logout, not an expiry: no "session expired" notice, and the page is not
 * noted as the place to go back to (the next sign-in, maybe someone else's, starts at its own first screen).
 */
export function beginSignOut() {
  signedOutHere = true;
}

/** The token gone; `expired` when the server ended the session (the login page's notice, below). */
function endSession(expired: boolean) {
  expiredNotice = expired && !signedOutHere;
  if (!expired) signedOutHere = true;
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

/**
 * Whether a guarded page without a session may note itself as the place to go back to after the sign-in: not after a
 * session ended here by a logout (the page was the last user's); after an expiry the same person signs in again.
 */
export function mayReturnAfterSignIn(): boolean {
  return !signedOutHere;
}

/** The current token, re-rendering on change. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken, () => null);
}

/** Called when the server says the token is missing, expired or revoked. */
export function expireSession() {
  endSession(true);
  for (const l of expiredListeners) l();
}

/**
 * Whether the server ended the session (spec 8.1, "Your session has expired"): set here, where that fact is
 * known, and kept until a new session starts (setToken) or the user logs out (clearToken). The login page shows
 * the message while it is set, however it got there (the auth provider's redirect or the staff guard's) and however
 * often it mounts.
 */
export function useExpiredNotice(): boolean {
  return useSyncExternalStore(subscribeToken, expiredNow, () => false);
}

/** Whether the server ended the session (useExpiredNotice, outside React). */
export const expiredNow = (): boolean => expiredNotice;

export function onSessionExpired(listener: Listener) {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}
