import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, RTL_LANGUAGES, type Language } from '@contracts/languages';
import { currentLanguage, loadEngine, setLanguage, useLanguage } from './core';

/** What a kiosk knows of its tenant's languages (the public depot query). */
export type KioskLanguages = { defaultLanguage: string; languages: string[] };

/** The languages a kiosk offers, in the supported order, its default always among them. */
export function offered(depot: KioskLanguages | null): { languages: Language[]; defaultLanguage: Language } {
  const defaultLanguage = depot && isLanguage(depot.defaultLanguage) ? depot.defaultLanguage : DEFAULT_LANGUAGE;
  const languages = LANGUAGES.filter((l) => l === defaultLanguage || depot?.languages.includes(l));
  return { languages, defaultLanguage };
}

/** A visitor picked the language on this kiosk (until the idle reset): the depot's default no longer applies. */
let picked = false;

export async function pickLanguage(lng: Language) {
  picked = true;
  await setLanguage(lng);
}

/** The idle reset (issue 27): back to the tenant's default language. */
export async function resetLanguage(depot: KioskLanguages | null) {
  picked = false;
  await setLanguage(offered(depot).defaultLanguage);
}

/**
 * The kiosk's language: the tenant's default when the depot arrives, unless a visitor picked one it offers. Keeps
 * Mantine's direction (and the document's `dir`) in step: Arabic lays the kiosk out right to left. Answers the
 * current language, re-rendering on every change.
 */
export function useKioskLanguage(depot: KioskLanguages | null): Language {
  const { setDirection } = useDirection();
  const lng = useLanguage();
  const { languages, defaultLanguage } = offered(depot);
  const key = languages.join(',');
  // The words of every language (i18n/engine.ts), once the first screen is up and the browser idle (off the first
  // screen's busy moments; a tap on a language or the next screen loads it at once): a kiosk only (staff pages need none).
  useEffect(() => {
    const load = () => void loadEngine().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(load, 1000);
    return () => clearTimeout(t);
  }, []);
  useEffect(() => {
    if (!depot) return;
    const current = currentLanguage();
    if (!picked || !languages.includes(current)) {
      picked = false;
      if (current !== defaultLanguage) void setLanguage(defaultLanguage);
    }
  }, [depot, defaultLanguage, key]);
  useEffect(() => {
    setDirection(RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr');
  }, [lng, setDirection]);
  return lng;
}
