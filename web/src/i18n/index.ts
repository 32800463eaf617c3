import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES, type Language } from '@contracts/languages';
import { en, type Catalogue } from './locales/en';

/**
 * The web app's one i18next instance (issue 27): ICU MessageFormat through i18next-icu, React bindings through
 * react-i18next. English is in the bundle (the first screen of every kiosk needs it); another language's catalogue
 * loads when the kiosk first shows it (`useLanguage` / `setLanguage`), so a kiosk that stays in English pays for none.
 */
export const i18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'pl', 'ro', 'lt', 'es', 'pt', 'ar'],
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
  });

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  pl: () => import('./locales/pl').then((m) => m.pl),
  ro: () => import('./locales/ro').then((m) => m.ro),
  lt: () => import('./locales/lt').then((m) => m.lt),
  es: () => import('./locales/es').then((m) => m.es),
  pt: () => import('./locales/pt').then((m) => m.pt),
  ar: () => import('./locales/ar').then((m) => m.ar),
};

/** Loads a language's catalogue once. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (lng === 'en' || i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', await loaders[lng](), true, true);
}

/** The document speaks the language: `lang`, and `dir="rtl"` for Arabic (Mantine's DirectionProvider follows `dir`). */
export function applyDocumentLanguage(lng: Language) {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr';
}

/** Switches the app to a language (its catalogue loaded first); an unknown code means English. */
export async function setLanguage(code: string): Promise<Language> {
  const lng: Language = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  try {
    await loadLanguage(lng);
  } catch {
    // The catalogue could not load (the network is down): the kiosk keeps its current language.
    return currentLanguage();
  }
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  return lng;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
