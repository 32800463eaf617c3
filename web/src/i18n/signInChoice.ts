import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contracts/languages';

/**
 * Which language the sign-in pages speak before anyone is known (issue 39): the one picked on a sign-in page
 * (remembered in this browser), else the first of the browser's languages we have, else English. No React here:
 * the entry's first screen (shell/firstScreen.ts) asks it too, and app/signInLanguage.ts speaks it.
 */

/** Where this browser remembers the language picked on a sign-in page. */
export const SIGN_IN_LANGUAGE_KEY = 'signInLanguage';

/** A browser's language tag as one of ours: 'pl-PL' and 'pl' are Polish; a language we do not have is null. */
export function supportedLanguage(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The sign-in pages' language: the one picked, else the first of the browser's we have, else English. */
export function chooseSignInLanguage(picked: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(picked)) return picked;
  for (const tag of browser) {
    const lng = supportedLanguage(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}

function picked(): string | null {
  try {
    return window.localStorage.getItem(SIGN_IN_LANGUAGE_KEY);
  } catch {
    return null; // storage refused (a private window's policy): the browser's languages decide
  }
}

/** This browser's sign-in language now. */
export const signInLanguage = (): Language =>
  chooseSignInLanguage(picked(), navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
