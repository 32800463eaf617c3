/// <reference types="jest" />
/**
 * The browser session (app/session.ts): after a logout begun on this page, an UNAUTHENTICATED answer that arrives while
 * the server revokes the token is that logout (no expiry notice, no page to go back to); after a real expiry the same
 * person signs in again and goes back where they were.
 */
import { beginSignOut, clearToken, expiredNow, expireSession, mayReturnAfterSignIn, setToken } from '../session';
import { useMemoryWindow } from './memoryWindow';

useMemoryWindow();

describe('the browser session', () => {
  it('a query answered UNAUTHENTICATED during a logout is the logout, not an expiry', () => {
    setToken('token-1');
    beginSignOut();
    expireSession(); // the server revoked the token before the logout's own answer came back
    expect(mayReturnAfterSignIn()).toBe(false);
    expect(expiredNow()).toBe(false);
    clearToken();
    expect(mayReturnAfterSignIn()).toBe(false);
  });

  it('a real expiry keeps the page to go back to and says so on the login page', () => {
    setToken('token-2');
    expireSession();
    expect(mayReturnAfterSignIn()).toBe(true);
    expect(expiredNow()).toBe(true);
    setToken('token-3'); // the same person signs in again
    expect(expiredNow()).toBe(false);
  });
});
