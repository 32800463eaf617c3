import { Messages } from '@contracts/messages';
import { i18n } from './index';
import { en } from './locales/en';

export type MessageKey = keyof typeof en.messages;

/**
 * The texts of the server's answers the kiosk shows (spec section 8, @contracts/messages) in the visitor's language.
 * The server answers in English (the REST shim's and GraphQL's texts stay the spec's); the kiosk finds which message
 * a text is and shows the catalogue's words for it. A text with values (a name, a badge) is matched by its English
 * pattern; a text the catalogue does not hold (a tenant's or a staff message) is shown as it came.
 */
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
  ];
  table = { exact, patterns };
  return table;
}

/** The words of a message key in the current language. */
export const tm = (key: MessageKey, values?: Record<string, string>) => i18n.t(`messages.${key}`, values ?? {});

/** A server's (English) text in the visitor's language, when it is one of the catalogue's messages. */
export function translateMessage(text: string): string {
  const { exact, patterns } = lookup();
  const key = exact.get(text.trim());
  if (key) return tm(key);
  for (const p of patterns) {
    const m = p.re.exec(text.trim());
    if (m) return tm(p.key, Object.fromEntries(p.names.map((n, i) => [n, m[i + 1]])));
  }
  return text;
}
