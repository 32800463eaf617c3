import { Messages } from '@contracts/messages';
import { loadedEngine, translate } from './core';
import type { en } from './locales/en';

/** The messages the kiosk's catalogues hold (locales/en.ts `messages`). */
export type MessageKey = keyof typeof en.messages;

/** The words of a message key in the current language (its English from @contracts/messages until the engine is there). */
export const tm = (key: MessageKey, values?: Record<string, string>): string =>
  translate(`messages.${key}`, values) ?? String((Messages as Record<string, unknown>)[key] ?? key);

/**
 * A server's (English) text in the visitor's language when it is one of the catalogue's messages (i18n/engine.ts
 * finds which); as it came otherwise, or while the engine is not there yet.
 */
export const translateMessage = (text: string): string => loadedEngine()?.translateMessage(text) ?? text;
