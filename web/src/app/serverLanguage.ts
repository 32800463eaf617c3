import type { Language } from '@contracts/languages';
import type { engine } from '../i18n/engine';
import type { ServerTranslation } from '../i18n/serverMessages';
import type { plServer } from '../i18n/locales/pl-server';
import type { arServer } from '../i18n/locales/ar-server';
import type { roServer } from '../i18n/locales/ro-server';
import type { ltServer } from '../i18n/locales/lt-server';
import type { esServer } from '../i18n/locales/es-server';
import type { ptServer } from '../i18n/locales/pt-server';

/** The server's messages in each language (i18n/serverMessages.ts), a chunk of their own loaded with the staff words. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<ServerTranslation>> = {
  pl: () => import('../i18n/locales/pl-server').then((m) => m.plServer),
  ar: () => import('../i18n/locales/ar-server').then((m) => m.arServer),
  ro: () => import('../i18n/locales/ro-server').then((m) => m.roServer),
  lt: () => import('../i18n/locales/lt-server').then((m) => m.ltServer),
  es: () => import('../i18n/locales/es-server').then((m) => m.esServer),
  pt: () => import('../i18n/locales/pt-server').then((m) => m.ptServer),
};

/** tsc: each server translation holds every message (server-messages.test.ts checks no other and the values). */
export const completeServerTranslations: Required<ServerTranslation>[] = [] as (
  typeof plServer | typeof arServer | typeof roServer | typeof ltServer | typeof esServer | typeof ptServer
)[];

/** Puts a language's server messages into the engine, once: the staff area's and the sign-in pages' `before` of setLanguage. */
export async function addServerTranslation(e: typeof engine, lng: Language): Promise<void> {
  if (lng !== 'en' && !e.has('server', lng)) e.add('server', await loaders[lng](), lng);
}
