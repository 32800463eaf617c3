import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES, type Language } from '@contracts/languages';
import { enFirst } from './locales/en-first';

/**
 * The app's language (issue 27) and its one way to words: `t(key, values)` through the i18next engine (i18n/engine.ts,
 * ICU MessageFormat). The engine is not part of the kiosk's first load (the kiosk home's JavaScript has a size budget,
 * graph/src/core/__tests__/web-app.test.ts): a kiosk asks for it as soon as it starts (kioskLanguage.ts), and until it is there the
 * kiosk's first screen speaks the English of locales/en-first.ts, values put in their places. Anything else is English already
 * where it comes from (@contracts: the server's messages, the default rules), so callers fall back to that.
 */
type Engine = typeof import('./engine').engine;
type Values = Record<string, string | number>;
type Fill = (key: string, values?: Values) => string | null;

let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/** Catalogues a later chunk brings (i18n/catalogue.ts: the staff screens'), by namespace: the engine takes them in. */
const later = new Map<string, [object, Fill]>();

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine').then(
    (m) => {
      later.forEach(([tree], ns) => m.engine.add(ns, tree));
      return (engine = m.engine);
    },
    (e: unknown) => {
      loading = null; // the network was down: asked again at the next change of language
      throw e;
    },
  );
  return loading;
}

/** The English kiosk text with its values, before the engine is there (a plural picks 'one' for 1, else 'other'). */
function firstScreen(key: string, values: Values = {}): string | null {
  const text = key.startsWith('kiosk.') ? (enFirst as Record<string, string>)[key.slice(6)] : undefined;
  if (text === undefined) return null;
  return text
    .replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g, (_, n: string, one: string, other: string) =>
      (Number(values[n]) === 1 ? one : other).replace('#', String(values[n])),
    )
    .replace(/\{(\w+)\}/g, (m, n: string) => (n in values ? String(values[n]) : m));
}

/** A later chunk's catalogue, its own `fill` answering until the engine is there. */
export function addCatalogue(ns: string, tree: object, fill: Fill): void {
  later.set(ns, [tree, fill]);
  engine?.add(ns, tree);
}

/** A catalogue text in the current language; null when only the engine has it and it is not there yet. */
export function translate(key: string, values?: Values): string | null {
  return engine ? engine.t(key, values) : (firstScreen(key, values) ?? later.get(key.split('.')[0])?.[1](key, values) ?? null);
}

/** The engine, when it has loaded. */
export const loadedEngine = (): Engine | null => engine;

export const currentLanguage = (): Language => language;

/** The document speaks the language: `lang`, and `dir="rtl"` for Arabic (Mantine's direction follows, kioskLanguage.ts and staffLanguage.ts). */
function applyDocumentLanguage(lng: Language) {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr';
}

/**
 * Switches to a language (the engine and its catalogue loaded first, then `before`: the staff area's translation,
 * app/staffLanguage.ts); an unknown code means English.
 */
export async function setLanguage(code: string, before?: (engine: Engine, lng: Language) => Promise<void>): Promise<Language> {
  const lng: Language = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  try {
    const e = await loadEngine();
    await before?.(e, lng);
    await e.use(lng);
  } catch {
    return language; // the catalogue could not load (the network is down): the kiosk keeps its language
  }
  language = lng;
  applyDocumentLanguage(lng);
  for (const l of listeners) l();
  return lng;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
/** The current language, re-rendering on every change. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage);
