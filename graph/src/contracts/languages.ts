/**
 * The languages of the kiosk and of the e-mails a visitor or partner receives (issue 27), by BCP 47 code, each with
 * its own name (what the kiosk's picker shows: a language, never a flag). Plain constants only: this file is imported
 * by the browser bundle too.
 */
export const LANGUAGES = ['en', 'pl', 'ro', 'lt', 'es', 'pt', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pl: 'Polski',
  ro: 'Română',
  lt: 'Lietuvių',
  es: 'Español',
  pt: 'Português',
  ar: 'العربية',
};

/** Written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** What a tenant that never chose gets: English first, every language offered. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (code: unknown): code is Language => typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);

/** A stored or sent code as a language we have, else English (legacy clients send none). */
export const languageOr = (code: unknown, fallback: Language = DEFAULT_LANGUAGE): Language => (isLanguage(code) ? code : fallback);
