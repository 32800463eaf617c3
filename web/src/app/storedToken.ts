/** Where the browser keeps the staff token: localStorage under `jwt` (spec 3, Session). No React here: main.tsx reads it. */
export const TOKEN_KEY = 'jwt';

export function readToken(): string | null {
  try {
    const value = window.localStorage.getItem(TOKEN_KEY);
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}
