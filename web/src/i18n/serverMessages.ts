import { Messages as English } from '@contracts/messages';
import { catalogue } from './catalogue';

/*
 * The server's messages in the staff user's language (issue 39). The API speaks the English of
 * graph/src/contracts/messages.ts to every client (legacy REST clients depend on it, word for word); the staff screens
 * translate it: what they say themselves (`Messages.visitorBooked` through this module's `Messages`) and what the
 * server answers (`serverText(text)`: the English matched back to its message, values and all, in Apollo's error link
 * and the REST helper). The translations are locales/<lng>-server.ts, loaded with the staff language
 * (app/staffLanguage.ts); a message without one stays English.
 */

type Key = keyof typeof English;

/**
 * The messages that stay English: those that choose their words by their values (plurals, lists: not one text with
 * holes) and the metrics' `Bearer <token>` (angle brackets read as a tag). server-messages.test.ts keeps this list true.
 */
export const ENGLISH_ONLY = [
  'metricsToken',
  'partnerClockedOut',
  'uploadRejected',
  'firstRowsListed',
  'subjectErased',
  'watchlistWarning',
] as const;
type ServerKey = Exclude<Key, (typeof ENGLISH_ONLY)[number]>;

/**
 * A message's English as ICU: a text as it is; a message that only places its values, called with {0}, {1}… in their
 * places. Which messages choose their words by their values is said by ENGLISH_ONLY, not read from the function's
 * source (the browser's build is minified); server-messages.test.ts proves every other one is one text with holes.
 */
function icu(key: string, value: unknown): string | null {
  if ((ENGLISH_ONLY as readonly string[]).includes(key)) return null;
  if (typeof value === 'string') return value;
  if (typeof value !== 'function') return null;
  const args = Array.from({ length: value.length }, (_, i) => `{${i}}`);
  const text = (value as (...a: string[]) => unknown)(...args);
  return typeof text === 'string' ? text : null;
}

/** Every message that can be said in another language, in ICU (the English the translations are checked against). */
export const enServer = Object.fromEntries(
  Object.entries(English).flatMap(([k, v]) => {
    const text = icu(k, v);
    return text === null ? [] : [[k, text]];
  }),
) as Record<Key, string>;

/** A language's translation of the server's messages (locales/<lng>-server.ts); the catalogue test names the complete ones. */
export type ServerTranslation = Partial<Record<ServerKey, string>>;

const { t } = catalogue('server', enServer);
const say = (key: Key, args: unknown[] = []) => t(key as never, Object.fromEntries(args.map((a, i) => [String(i), a as string | number])));

/** The messages as the staff screens say them: the same names and arguments as @contracts/messages, in the language. */
export const Messages: typeof English = new Proxy(English, {
  get(target, key: string) {
    const english = target[key as Key];
    if (!(key in enServer)) return english;
    return typeof english === 'function' ? (...args: unknown[]) => say(key as Key, args) : say(key as Key);
  },
});

/** The English messages as patterns that find a message, and its values, in a text the server answered. */
let patterns: [Key, RegExp, number[]][] | null = null;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which message a text the server answered is, and its values by their number ({0}, {1}…); null when it is none. */
export function serverMessageOf(text: string): { key: Key; values: string[] } | null {
  // The most words of its own first: "The document is too large" before "The {0} is too large".
  const own = (en: string) => en.replace(/\{\d+\}/g, '').length;
  patterns ??= (Object.entries(enServer) as [Key, string][])
    .sort(([, a], [, b]) => own(b) - own(a))
    .map(([k, en]) => [
      k,
      new RegExp(`^${escape(en).replace(/\\\{(\d+)\\\}/g, '(.+?)')}$`, 's'),
      // each group's value number, in the order the values stand in the text (a value may stand twice, or later first)
      [...en.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])),
    ]);
  for (const [key, pattern, order] of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const values: string[] = [];
    order.forEach((n, i) => (values[n] ??= m[i + 1]!));
    return { key, values };
  }
  return null;
}

/** A text the server answered (an error's message, a field's), in the user's language when it is one of its messages. */
export function serverText(text: string): string {
  const found = serverMessageOf(text);
  return found ? say(found.key, found.values) : text;
}

/** An upload row's faults (the server joins a row's messages with '; '), each in the user's language. */
export const serverFaults = (text: string): string => text.split('; ').map(serverText).join('; ');
