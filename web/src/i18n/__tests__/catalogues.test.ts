/// <reference types="jest" />
/**
 * Languages (issue 27): every kiosk catalogue (web/src/i18n/locales) has every key of its English source and no other,
 * each text is valid ICU with the same values as the English, and no catalogue holds a key no code uses (the kiosk
 * reaches its texts through the typed `kioskText.x` / `kt('x')`, the messages through `tm('x')` or their English in
 * @contracts/messages). The server's mail catalogue has its own test (graph/src/modules/mail/__tests__).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@contracts/languages';
import { Messages } from '@contracts/messages';
import { RULE_KEYS } from '@contracts/kiosk-rules';
import { DEFAULT_CONTRACTOR_RULES, RULE_QUESTIONS } from '@contracts/rule-questions';
import { en } from '../locales/en';
import { pl } from '../locales/pl';
import { ro } from '../locales/ro';
import { lt } from '../locales/lt';
import { es } from '../locales/es';
import { pt } from '../locales/pt';
import { ar } from '../locales/ar';

type Tree = { [k: string]: string | Tree };
const root = join(__dirname, '../../../..');
const web: Record<string, Tree> = { en, pl, ro, lt, es, pt, ar };

/** Every key of a catalogue as 'a.b'. */
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.assign({}, ...Object.entries(t).map(([k, v]) => (typeof v === 'string' ? { [prefix + k]: v } : flat(v, `${prefix}${k}.`))));

/** The values a message takes ({name}, a plural's {n}), sorted. */
function valuesOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const e of els) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        names.add(e.value);
        for (const o of Object.values(e.options)) walk(o.value);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (!['locales', 'gql', '__tests__', 'node_modules', 'dist'].includes(name)) sources(p, out);
    } else if (/\.tsx?$/.test(name)) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

describe('kiosk catalogues (web/src/i18n/locales)', () => {
  const english = flat(en as unknown as Tree);

  it('has a catalogue for every kiosk language', () => {
    expect(Object.keys(web).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: every key of the English, no other, each valid ICU with the same values', (lng) => {
    const theirs = flat(web[lng]);
    expect(Object.keys(theirs).filter((k) => !(k in english))).toEqual([]); // no key the English lacks
    expect(Object.keys(english).filter((k) => !(k in theirs))).toEqual([]); // no key missing
    for (const [k, text] of Object.entries(theirs)) {
      expect(text.trim()).not.toBe('');
      expect([k, valuesOf(text)]).toEqual([k, valuesOf(english[k])]);
    }
  });

  it("holds the English of spec section 8 word for word, and the contract's default rules", () => {
    for (const [k, text] of Object.entries(en.messages)) {
      const m = (Messages as Record<string, unknown>)[k];
      if (typeof m === 'string') expect([k, text]).toEqual([k, m.trim()]);
    }
    expect(en.messages.partnerClockedIn.replace('{name}', 'Ann')).toBe(Messages.partnerClockedIn('Ann'));
    expect(en.messages.partnerClockedOut.replace('{name}', 'Ann')).toBe(Messages.partnerClockedOut('Ann'));
    expect(en.messages.partnerClockedOutBadge.replace('{name}', 'Ann').replace('{badge}', '7')).toBe(
      Messages.partnerClockedOut('Ann', '7'),
    );
    expect(en.messages.badgeUnknown.replace('{badge}', '7')).toBe(Messages.badgeUnknown('7'));
    expect(Object.keys(en.rules).sort()).toEqual([...RULE_KEYS].sort());
    for (const key of RULE_KEYS) expect(en.rules[key]).toBe(RULE_QUESTIONS[key].text);
    expect(Object.values(en.contractorRules)).toEqual(DEFAULT_CONTRACTOR_RULES);
  });

  it('holds no key that no code uses', () => {
    const code = sources(join(root, 'web/src')).join('\n');
    const unused = Object.keys(en.kiosk).filter((k) => !code.includes(`kioskText.${k}`) && !code.includes(`kt('${k}'`));
    expect(unused).toEqual([]);
    const i18nMessages = readFileSync(join(root, 'web/src/i18n/engine.ts'), 'utf8');
    // A message is used when the server can send it (a static text of @contracts/messages, matched by translateMessage)
    // or a pattern of i18n/engine.ts names it, or a screen asks for it by key.
    const unusedMessages = Object.keys(en.messages).filter(
      (k) =>
        typeof (Messages as Record<string, unknown>)[k] !== 'string' && !i18nMessages.includes(`'${k}'`) && !code.includes(`tm('${k}'`),
    );
    expect(unusedMessages).toEqual([]);
  });
});
