import i18next from 'i18next';
import ICU from 'i18next-icu';
import type { Language } from '@contracts/languages';
import { Messages } from '@contracts/messages';
import { en, type Catalogue } from './locales/en';

/**
 * The web app's i18next instance (issue 27), with ICU MessageFormat through i18next-icu. Loaded after the kiosk's first
 * screen (i18n/core.ts asks for it at once, in its own chunk): the first screen is English from locales/en-kiosk.ts.
 * Another language's catalogue loads when the kiosk first speaks it.
 */
const i18n = i18next.createInstance();
void i18n.use(ICU).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'pl', 'ro', 'lt', 'es', 'pt', 'ar'],
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  pl: () => import('./locales/pl').then((m) => m.pl),
  ro: () => import('./locales/ro').then((m) => m.ro),
  lt: () => import('./locales/lt').then((m) => m.lt),
  es: () => import('./locales/es').then((m) => m.es),
  pt: () => import('./locales/pt').then((m) => m.pt),
  ar: () => import('./locales/ar').then((m) => m.ar),
};

/**
 * The texts of the server's answers the kiosk shows (spec section 8, @contracts/messages) in the visitor's language.
 * The server answers in English (the REST shim's and GraphQL's texts stay the spec's); the kiosk finds which message
 * a text is and shows the catalogue's words for it. A text with values (a name, a badge) is matched by its English
 * pattern; a text the catalogue does not hold (a tenant's or a staff message) is shown as it came.
 */
type MessageKey = keyof typeof en.messages;
type Pattern = { key: MessageKey; re: RegExp; names: string[] };

const MARK = '\u0001';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English text of a message with values, as a pattern: each value becomes a group. */
function pattern(key: MessageKey, english: string, names: string[]): Pattern {
  const parts = english.split(new RegExp(`${MARK}\\d${MARK}`));
  return { key, re: new RegExp(`^${parts.map(escape).join('(.+?)')}$`), names };
}
const marks = (n: number) => Array.from({ length: n }, (_, i) => `${MARK}${i}${MARK}`);

let table: { exact: Map<string, MessageKey>; patterns: Pattern[] } | null = null;
function lookup() {
  if (table) return table;
  const exact = new Map<string, MessageKey>();
  for (const key of Object.keys(en.messages) as MessageKey[]) {
    const m = (Messages as Record<string, unknown>)[key];
    if (typeof m === 'string') exact.set(m.trim(), key);
  }
  // The messages with values, each variant its own key.
  const [a, b] = marks(2);
  const patterns = [
    pattern('partnerClockedIn', Messages.partnerClockedIn(a), ['name']),
    pattern('partnerClockedOutBadge', Messages.partnerClockedOut(a, b), ['name', 'badge']),
    pattern('partnerClockedOut', Messages.partnerClockedOut(a), ['name']),
    pattern('badgeUnknown', Messages.badgeUnknown(a), ['badge']),
    pattern('documentBlocksClockIn', Messages.documentBlocksClockIn(a), ['name']),
  ];
  table = { exact, patterns };
  return table;
}

const message = (key: MessageKey, values?: Record<string, string>) => i18n.t(`messages.${key}`, values ?? {});

export const engine = {
  translateMessage(text: string): string {
    const { exact, patterns } = lookup();
    const key = exact.get(text.trim());
    if (key) return message(key);
    for (const p of patterns) {
      const m = p.re.exec(text.trim());
      if (m) return message(p.key, Object.fromEntries(p.names.map((n, i) => [n, m[i + 1]])));
    }
    return text;
  },
  t: (key: string, values?: Record<string, string | number>): string => i18n.t(key, values ?? {}),
  /**
   * A catalogue of a later chunk under its namespace: the English of i18n/catalogue.ts (the staff screens', the sign-in
   * pages'), or another language's translation of it (app/staffLanguage.ts, issue 39). A key a translation lacks
   * falls back to the English (fallbackLng).
   */
  add(ns: string, tree: object, lng: Language = 'en'): void {
    i18n.addResourceBundle(lng, 'translation', { [ns]: tree }, true, false);
  },
  /** Whether a language's translation of a later chunk's namespace is in. */
  has: (ns: string, lng: Language): boolean => i18n.getResource(lng, 'translation', ns) !== undefined,
  /** Loads a language's catalogue once and speaks it. */
  async use(lng: Language): Promise<void> {
    if (lng !== 'en' && !i18n.hasResourceBundle(lng, 'translation')) {
      i18n.addResourceBundle(lng, 'translation', await loaders[lng](), true, true);
    }
    await i18n.changeLanguage(lng);
  },
};
