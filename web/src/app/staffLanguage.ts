import { useDirection } from '@mantine/core';
import { useEffect, useState } from 'react';
import { languageOr, RTL_LANGUAGES, type Language } from '@contracts/languages';
import { currentLanguage, setLanguage, useLanguage } from '../i18n/core';
import type { CompleteStaffTranslation, StaffTranslation } from '../i18n/staffTranslation';
import type { plStaff } from '../i18n/locales/pl-staff';
import type { arStaff } from '../i18n/locales/ar-staff';
import type { roStaff } from '../i18n/locales/ro-staff';
import type { ltStaff } from '../i18n/locales/lt-staff';
import type { esStaff } from '../i18n/locales/es-staff';
import type { ptStaff } from '../i18n/locales/pt-staff';
import { setShownLanguage } from './time';
import { addAuthTranslation } from './signInLanguage';
import { addServerTranslation } from './serverLanguage';
import { setToastCloseLabel } from './notify';
import { st } from '../i18n/staff';

/**
 * The staff area in the signed-in user's language (issue 39): `me.language` (its own choice on /profile, else its
 * tenant's default). Each language's translation of locales/en-staff.ts is its own chunk (locales/<lng>-staff.ts),
 * loaded with the i18next engine when a staff user of that language signs in or picks it, never by the kiosk; with it
 * the server's messages in that language (locales/<lng>-server.ts, i18n/serverMessages.ts). A key
 * a translation lacks is said in English (the engine's fallback), so a partial translation still shows every screen.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<StaffTranslation>> = {
  pl: () => import('../i18n/locales/pl-staff').then((m) => m.plStaff),
  ar: () => import('../i18n/locales/ar-staff').then((m) => m.arStaff),
  ro: () => import('../i18n/locales/ro-staff').then((m) => m.roStaff),
  lt: () => import('../i18n/locales/lt-staff').then((m) => m.ltStaff),
  es: () => import('../i18n/locales/es-staff').then((m) => m.esStaff),
  pt: () => import('../i18n/locales/pt-staff').then((m) => m.ptStaff),
};

/** tsc: the complete translations hold every key of the English (catalogues.test.ts checks no other and the ICU). */
export const completeTranslations: CompleteStaffTranslation[] = [] as (
  typeof plStaff | typeof arStaff | typeof roStaff | typeof ltStaff | typeof esStaff | typeof ptStaff
)[];

/** The languages whose staff translation is in the engine (English is the catalogue itself). */
const loaded = new Set<Language>(['en']);

/** Speaks a staff user's language: the engine, the kiosk catalogue and the staff translation of it, then the switch. */
export function setStaffLanguage(code: unknown): Promise<Language> {
  return setLanguage(languageOr(code), async (engine, lng) => {
    // the sign-in words too (locales/<lng>-auth.ts): the profile's two-step sign-in and single sign-on say them
    const staff = async () => {
      if (lng !== 'en' && !engine.has('staff', lng)) engine.add('staff', await loaders[lng](), lng);
    };
    await Promise.all([staff(), addAuthTranslation(engine, lng), addServerTranslation(engine, lng)]);
    loaded.add(lng);
    setShownLanguage(lng); // dates and numbers (app/time.ts) in the same language from the first screen drawn in it
  });
}

/**
 * The staff area's language: switches to `wanted` (at the sign-in and when the user changes it) and keeps Mantine's
 * direction (Arabic right to left) and the toasts' close label in step. Answers the language once the screens may
 * show (it is in, or it could not load: the network is down, the screens stay in the language they had), else null.
 */
export function useStaffLanguage(wanted: string | null | undefined): Language | null {
  const { setDirection } = useDirection();
  const lng = useLanguage();
  const target = languageOr(wanted);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || (currentLanguage() === target && loaded.has(target))) return;
    let live = true;
    void setStaffLanguage(target).then((got) => {
      if (live && got !== target) setFailed(target);
    });
    return () => {
      live = false;
    };
  }, [wanted, target]);
  useEffect(() => {
    setDirection(RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr');
    setToastCloseLabel(st('controls.closeNotification'));
  }, [lng, setDirection]);
  return !wanted || (lng === target && loaded.has(target)) || failed === target ? lng : null;
}
