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
type Arg = string | number | null;

/**
 * The messages that choose their words by their values (a plural, a yes/no branch) or hold a text ICU reads as a tag:
 * no one text with holes, so each is written here in ICU by hand, with how the contract's arguments become its values
 * and how a text the server answered is read back to those arguments. server-messages.test.ts proves that each ICU
 * says, in English, word for word what the contract says, and that each is read back.
 */
type Valued = { icu: string; values?: (...args: Arg[]) => Arg[]; read: RegExp; args: (m: RegExpExecArray) => Arg[] };
const VALUED: Partial<Record<Key, Valued>> = {
  uploadRejected: {
    icu: 'The file was not uploaded: {0, plural, one {{0} row was} other {{0} rows were}} rejected. Correct {0, plural, one {it} other {them}} and upload the whole file again.',
    read: /^The file was not uploaded: (\d+) rows? (?:was|were) rejected\. Correct (?:it|them) and upload the whole file again\.$/,
    args: (m) => [Number(m[1])],
  },
  firstRowsListed: {
    icu: 'The first {0, number} are listed.',
    read: /^The first ([\d,]+) are listed\.$/,
    args: (m) => [Number(m[1]!.replace(/,/g, ''))],
  },
  subjectErased: {
    icu: 'Erased: {0, plural, one {{0} record} other {{0} records}} anonymised',
    read: /^Erased: (\d+) records? anonymised$/,
    args: (m) => [Number(m[1])],
  },
  watchlistWarning: {
    icu: 'This person matches the watchlist ({1}): {0, select, BLOCK {the kiosk will refuse their sign-in} other {the depot managers will be alerted when they sign in}}',
    read: /^This person matches the watchlist \((.+)\): (the kiosk will refuse their sign-in|the depot managers will be alerted when they sign in)$/,
    args: (m) => [m[2]!.startsWith('the kiosk') ? 'BLOCK' : 'ALERT', m[1]!],
  },
  partnerClockedOut: {
    // no badge is the select's `none`
    icu: 'Goodbye {0}, you are clocked out.{1, select, none {} other { Please hand back your badge {1} before you leave.}}',
    values: (name, badge = null) => [name, badge || 'none'],
    read: /^Goodbye (.+?), you are clocked out\.(?: Please hand back your badge (.+) before you leave\.)?$/,
    args: (m) => [m[1]!, m[2] ?? null],
  },
  metricsToken: {
    // `<token>` is a value: ICU would read it as a tag
    icu: 'The metrics need the METRICS_TOKEN as a bearer token (Authorization: Bearer {0})',
    values: () => ['<token>'],
    read: /^The metrics need the METRICS_TOKEN as a bearer token \(Authorization: Bearer <token>\)$/,
    args: () => [],
  },
};
/** The messages written in ICU by hand (above): the others are read from the contract. */
export const VALUED_KEYS = Object.keys(VALUED) as Key[];

/**
 * A message's English as ICU: written by hand (VALUED), or a text as it is, or a message that only places its values,
 * called with {0}, {1}… in their places. Which messages choose their words by their values is said by VALUED, not read
 * from the function's source (the browser's build is minified); server-messages.test.ts proves every other one is one
 * text with holes.
 */
function icu(key: Key, value: unknown): string | null {
  const valued = VALUED[key];
  if (valued) return valued.icu;
  if (typeof value === 'string') return value;
  if (typeof value !== 'function') return null;
  const args = Array.from({ length: value.length }, (_, i) => `{${i}}`);
  const text = (value as (...a: string[]) => unknown)(...args);
  return typeof text === 'string' ? text : null;
}

/** Every message in ICU (the English the translations are checked against). */
export const enServer = Object.fromEntries(
  Object.entries(English).flatMap(([k, v]) => {
    const text = icu(k as Key, v);
    return text === null ? [] : [[k, text]];
  }),
) as Record<Key, string>;

/** A language's translation of the server's messages (locales/<lng>-server.ts); the catalogue test names the complete ones. */
export type ServerTranslation = Partial<Record<Key, string>>;

const { t } = catalogue('server', enServer);
/** A message in the language, said with the contract's arguments. */
function say(key: Key, args: Arg[] = []): string {
  const values = VALUED[key]?.values?.(...args) ?? args;
  return t(key as never, Object.fromEntries(values.map((a, i) => [String(i), a ?? ''])));
}

/** The messages as the staff screens say them: the same names and arguments as @contracts/messages, in the language. */
export const Messages: typeof English = new Proxy(English, {
  get(target, key: string) {
    const english = target[key as Key];
    if (!(key in enServer)) return english;
    return typeof english === 'function' ? (...args: Arg[]) => say(key as Key, args) : say(key as Key);
  },
});

/** The English messages as patterns that find a message, and its values, in a text the server answered. */
let patterns: [Key, RegExp, number[]][] | null = null;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which message a text the server answered is, and its arguments (by their number: {0}, {1}…); null when it is none. */
export function serverMessageOf(text: string): { key: Key; values: Arg[] } | null {
  for (const key of VALUED_KEYS) {
    const m = VALUED[key]!.read.exec(text);
    if (m) return { key, values: VALUED[key]!.args(m) };
  }
  // The most words of its own first: "The document is too large" before "The {0} is too large".
  const own = (en: string) => en.replace(/\{\d+\}/g, '').length;
  patterns ??= (Object.entries(enServer) as [Key, string][])
    .filter(([k]) => !VALUED[k])
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
  if (found) return say(found.key, found.values);
  // Two messages one after the other (an upload's "… rows were rejected. … again. The first 1,000 are listed.")
  for (let i = text.indexOf('. '); i > 0; i = text.indexOf('. ', i + 1)) {
    const [first, then] = [serverMessageOf(text.slice(0, i + 1)), serverMessageOf(text.slice(i + 2))];
    if (first && then) return `${say(first.key, first.values)} ${say(then.key, then.values)}`;
  }
  return text;
}

/** An upload row's faults (the server joins a row's messages with '; '), each in the user's language. */
export const serverFaults = (text: string): string => text.split('; ').map(serverText).join('; ');
