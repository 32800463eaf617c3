import { useDirection } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RTL_LANGUAGES, type Language } from '@contracts/languages';
import { currentLanguage, setLanguage, useLanguage } from '../i18n/core';
import { SIGN_IN_LANGUAGE_KEY, signInLanguage } from '../i18n/signInChoice';
import type { engine } from '../i18n/engine';
import { addServerTranslation } from './serverLanguage';
import type { AuthTranslation, CompleteAuthTranslation } from '../i18n/staffTranslation';
import type { plAuth } from '../i18n/locales/pl-auth';
import type { arAuth } from '../i18n/locales/ar-auth';
import type { roAuth } from '../i18n/locales/ro-auth';
import type { ltAuth } from '../i18n/locales/lt-auth';
import type { esAuth } from '../i18n/locales/es-auth';
import type { ptAuth } from '../i18n/locales/pt-auth';

/**
 * The sign-in pages in the language of the person in front of them (issue 39), before anyone is known
 * (i18n/signInChoice.ts: the one picked on a sign-in page, else the browser's, else English). Each language's translation of locales/en-auth.ts is its own chunk (locales/<lng>-auth.ts),
 * loaded with the i18next engine when a sign-in page speaks it or a staff user of that language signs in
 * (app/staffLanguage.ts: the profile's two-step sign-in says these words too); never by the kiosk.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<AuthTranslation>> = {
  pl: () => import('../i18n/locales/pl-auth').then((m) => m.plAuth),
  ar: () => import('../i18n/locales/ar-auth').then((m) => m.arAuth),
  ro: () => import('../i18n/locales/ro-auth').then((m) => m.roAuth),
  lt: () => import('../i18n/locales/lt-auth').then((m) => m.ltAuth),
  es: () => import('../i18n/locales/es-auth').then((m) => m.esAuth),
  pt: () => import('../i18n/locales/pt-auth').then((m) => m.ptAuth),
};

/** tsc: the complete translations hold every key of the English (catalogues.test.ts checks no other and the ICU). */
export const completeAuthTranslations: CompleteAuthTranslation[] = [] as (
  typeof plAuth | typeof arAuth | typeof roAuth | typeof ltAuth | typeof esAuth | typeof ptAuth
)[];

/** The languages whose sign-in words are in the engine (English is the catalogue itself). */
const loaded = new Set<Language>(['en']);

/** Puts a language's sign-in words into the engine, once (a `before` of i18n/core.ts setLanguage). */
export async function addAuthTranslation(e: typeof engine, lng: Language): Promise<void> {
  if (lng !== 'en' && !e.has('auth', lng)) e.add('auth', await loaders[lng](), lng);
  loaded.add(lng);
}

/** Speaks a language on the sign-in pages: the engine, and the sign-in words of it. Answers the language spoken. */
export const setSignInLanguage = (lng: Language): Promise<Language> =>
  setLanguage(lng, async (e, l) => {
    // the server's answers too (a refused sign-in's words), i18n/serverMessages.ts
    await Promise.all([addAuthTranslation(e, l), addServerTranslation(e, l)]);
  });

/** A person picks a language on a sign-in page: remembered in this browser, spoken at once. */
export function pickSignInLanguage(lng: Language): Promise<Language> {
  try {
    window.localStorage.setItem(SIGN_IN_LANGUAGE_KEY, lng);
  } catch {
    // not remembered; still spoken on this page
  }
  return setSignInLanguage(lng);
}

/**
 * A sign-in page's language: switches to this browser's (signInLanguage) as the page opens (also after a sign-out,
 * from the staff user's language) and keeps Mantine's direction in step (Arabic right to left). Answers the language
 * once the page may show (it is in, or it could not load: the network is down, the page stays as it was), else null.
 */
export function useSignInLanguage(): Language | null {
  const { setDirection } = useDirection();
  const lng = useLanguage();
  const wanted = signInLanguage();
  const [failed, setFailed] = useState<Language | null>(null);
  useEffect(() => {
    if (currentLanguage() === wanted && loaded.has(wanted)) return;
    let live = true;
    void setSignInLanguage(wanted).then((got) => {
      if (live && got !== wanted) setFailed(wanted);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  useEffect(() => {
    setDirection(RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr');
  }, [lng, setDirection]);
  return (lng === wanted && loaded.has(wanted)) || failed === wanted ? lng : null;
}
