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
import { IntlMessageFormat } from 'intl-messageformat';
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
import { enStaff } from '../locales/en-staff';
import { plStaff } from '../locales/pl-staff';
import { arStaff } from '../locales/ar-staff';
import { roStaff } from '../locales/ro-staff';
import { ltStaff } from '../locales/lt-staff';
import { esStaff } from '../locales/es-staff';
import { ptStaff } from '../locales/pt-staff';
import { enAuth } from '../locales/en-auth';
import { plAuth } from '../locales/pl-auth';
import { arAuth } from '../locales/ar-auth';
import { roAuth } from '../locales/ro-auth';
import { ltAuth } from '../locales/lt-auth';
import { esAuth } from '../locales/es-auth';
import { ptAuth } from '../locales/pt-auth';
import { enSafe } from '../locales/en-safe';
import { enPreArrival } from '../locales/en-pre-arrival';
import { fill } from '../fill';

type Tree = { [k: string]: string | Tree };
const root = join(__dirname, '../../../..');
// The "I am safe" page's English comes in its own chunk (locales/en-safe.ts); the other languages hold it under `safe`.
// The same for the pre-arrival page's (issue 38, locales/en-pre-arrival.ts), under `preArrival`.
const web: Record<string, Tree> = { en: { ...en, safe: enSafe, preArrival: enPreArrival }, pl, ro, lt, es, pt, ar };

/** Every key of a catalogue as 'a.b'. */
const flat = (t: Tree, prefix = ''): Record<string, string> =>
  Object.assign({}, ...Object.entries(t).map(([k, v]) => (typeof v === 'string' ? { [prefix + k]: v } : flat(v, `${prefix}${k}.`))));

/** The values a message takes ({name}, a plural's {n}), sorted; `ignoreTag` reads <x> as text, as the engine does (i18next-icu). */
function valuesOf(text: string, ignoreTag = false): string[] {
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
  walk(parse(text, { ignoreTag }));
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

/** Values to try a message with: each plural's 0, 1 and 2, each select's options and one it lacks, a word for the rest. */
function trials(text: string): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (els: MessageFormatElement[]) => {
    for (const e of els) {
      if (e.type === TYPE.argument) choices.set(e.value, choices.get(e.value) ?? ['Ann']);
      if (e.type === TYPE.plural) choices.set(e.value, [0, 1, 2]);
      if (e.type === TYPE.select) choices.set(e.value, [...Object.keys(e.options).filter((o) => o !== 'other'), 'zzz']);
      if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) walk(o.value);
    }
  };
  walk(parse(text, { ignoreTag: true }));
  return [...choices].reduce<Record<string, string | number>[]>(
    (all, [name, vs]) => all.flatMap((a) => vs.map((v) => ({ ...a, [name]: v }))),
    [{}],
  );
}

/**
 * The staff catalogues' keys the code asks for and does not (i18n/catalogue.ts): `st('a.b')` / `stMap('a')` for the
 * staff's, `at(…)` / `atMap(…)` for the sign-in pages'. A key built in a template (`st(\`apiKeys.${state}\`)`) stands
 * for every key it can match. Answers the keys asked for that the catalogue lacks and the catalogue's keys nobody asks for.
 */
export function staffKeyCheck(tree: Tree, code: string, fn: 'st' | 'at' | 'sft' | 'pat'): { missing: string[]; unused: string[] } {
  const texts = Object.keys(flat(tree));
  const asked: { key: string; group: boolean; re: RegExp }[] = [];
  for (const m of code.matchAll(new RegExp(`\\b${fn}(Map)?\\((['\`])([^'\`]+)\\2`, 'g'))) {
    const key = m[3];
    const re = new RegExp(
      `^${key
        .split(/\$\{[^}]+\}/)
        .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^.]+')}${m[1] ? '\\.' : '$'}`,
    );
    asked.push({ key, group: Boolean(m[1]), re });
  }
  const missing = asked.filter((a) => !texts.some((k) => a.re.test(k))).map((a) => a.key);
  const unused = texts.filter((k) => !asked.some((a) => a.re.test(k)));
  return { missing: [...new Set(missing)], unused };
}

describe('kiosk catalogues (web/src/i18n/locales)', () => {
  const english = flat(web.en);

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
    expect(staffKeyCheck(enSafe as unknown as Tree, code, 'sft')).toEqual({ missing: [], unused: [] });
    expect(staffKeyCheck(enPreArrival as unknown as Tree, code, 'pat')).toEqual({ missing: [], unused: [] });
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

/**
 * The staff screens in the staff's language (issue 39): each language's translation of en-staff.ts
 * (locales/<lng>-staff.ts). A translation holds no key the English lacks, each text is valid ICU with the same values
 * as the English; the languages named complete hold every key. A key a partial translation lacks is said in English.
 */
const staffTranslations: Record<string, Tree> = {
  pl: plStaff as unknown as Tree,
  ar: arStaff as unknown as Tree,
  ro: roStaff as unknown as Tree,
  lt: ltStaff as unknown as Tree,
  es: esStaff as unknown as Tree,
  pt: ptStaff as unknown as Tree,
};
/** The languages whose staff translation is complete (every key of en-staff.ts). */
export const COMPLETE_STAFF_LANGUAGES = ['pl', 'ar', 'ro', 'lt', 'es', 'pt'];

describe('staff translations (locales/<lng>-staff.ts, issue 39)', () => {
  const english = flat(enStaff as unknown as Tree);

  it('has a translation for every language but English', () => {
    expect(Object.keys(staffTranslations).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it.each(Object.keys(staffTranslations))(
    '%s: no key the English lacks, each text valid ICU with the same values as the English',
    (lng) => {
      const theirs = flat(staffTranslations[lng]);
      expect(Object.keys(theirs).filter((k) => !(k in english))).toEqual([]);
      for (const [k, text] of Object.entries(theirs)) {
        expect([k, text.trim() === '']).toEqual([k, false]);
        expect([k, valuesOf(text, true)]).toEqual([k, valuesOf(english[k], true)]);
        // the engine says it in that language with any values (plural forms of the language, selects with their other)
        for (const v of trials(text))
          expect(() => new IntlMessageFormat(text, lng, undefined, { ignoreTag: true }).format(v)).not.toThrow();
      }
    },
  );

  it.each(COMPLETE_STAFF_LANGUAGES)('%s is complete: every key of the English', (lng) => {
    const theirs = flat(staffTranslations[lng]);
    expect(Object.keys(english).filter((k) => !(k in theirs))).toEqual([]);
  });

  it('every language of the kiosk has its complete staff translation (none is left to English per key)', () => {
    expect([...COMPLETE_STAFF_LANGUAGES].sort()).toEqual(Object.keys(staffTranslations).sort());
  });
});

/**
 * The sign-in pages in the staff's language (issue 39): each language's translation of en-auth.ts
 * (locales/<lng>-auth.ts), checked as the staff translations are: every key of the English and no other, each text
 * valid ICU with the same values as the English, said by the engine in that language with any values.
 */
const authTranslations: Record<string, Tree> = {
  pl: plAuth as unknown as Tree,
  ar: arAuth as unknown as Tree,
  ro: roAuth as unknown as Tree,
  lt: ltAuth as unknown as Tree,
  es: esAuth as unknown as Tree,
  pt: ptAuth as unknown as Tree,
};

describe('sign-in translations (locales/<lng>-auth.ts, issue 39)', () => {
  const english = flat(enAuth as unknown as Tree);

  it('has a translation for every language but English', () => {
    expect(Object.keys(authTranslations).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it.each(Object.keys(authTranslations))('%s: every key of the English, no other, each valid ICU with the same values', (lng) => {
    const theirs = flat(authTranslations[lng]);
    expect(Object.keys(theirs).filter((k) => !(k in english))).toEqual([]);
    expect(Object.keys(english).filter((k) => !(k in theirs))).toEqual([]);
    for (const [k, text] of Object.entries(theirs)) {
      expect([k, text.trim() === '']).toEqual([k, false]);
      expect([k, valuesOf(text, true)]).toEqual([k, valuesOf(english[k], true)]);
      for (const v of trials(text)) expect(() => new IntlMessageFormat(text, lng, undefined, { ignoreTag: true }).format(v)).not.toThrow();
    }
  });

  it.each(Object.keys(authTranslations))('%s: a translation, not the English copied (a few proper names aside)', (lng) => {
    const theirs = flat(authTranslations[lng]);
    const same = Object.keys(english).filter((k) => theirs[k] === english[k]);
    expect(same).toEqual([]);
  });
});

describe('staff catalogues (en-staff.ts, en-auth.ts: the English sources)', () => {
  // A feature's manifest (modules/<f>/index.ts) names its side-menu label by key (`label: 'screens.audit'`): the
  // side menu asks st() for it (app/navigation.ts), so it counts as asked.
  const manifestLabels = (text: string) => [...text.matchAll(/\blabel: '([^']+)'/g)].map((m) => `st('${m[1]}')`).join('\n');
  const code = sources(join(root, 'web/src'))
    .map((text) => (/\bFeatureManifest\b/.test(text) ? `${text}\n${manifestLabels(text)}` : text))
    .join('\n');
  const staffTree = enStaff as unknown as Tree;
  const authTree = enAuth as unknown as Tree;

  it.each([
    ['en-staff', staffTree, 'st'],
    ['en-auth', authTree, 'at'],
  ] as const)('%s: every key the code asks for is there, and no key is unused', (_, tree, fn) => {
    expect(staffKeyCheck(tree, code, fn)).toEqual({ missing: [], unused: [] });
  });

  it.each([
    ['en-staff', staffTree],
    ['en-auth', authTree],
  ] as const)('%s: every text is valid ICU, filled without the engine as the engine fills it', (_, tree) => {
    for (const [k, text] of Object.entries(flat(tree))) {
      expect(text.trim()).not.toBe('');
      expect(() => valuesOf(text, true)).not.toThrow();
      // as the engine (i18next-icu: intl-messageformat, tags read as text) says it
      for (const v of trials(text))
        expect([k, v, fill(text, v)]).toEqual([k, v, new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).format(v)]);
    }
  });

  it('is not in the kiosk catalogues (its translations are chunks of their own, locales/<lng>-staff.ts, <lng>-auth.ts)', () => {
    for (const lng of LANGUAGES) expect(Object.keys(web[lng])).not.toContain('staff');
    for (const lng of LANGUAGES) expect(Object.keys(web[lng])).not.toContain('auth');
  });

  it('fails on a key no code asks for and on a key the catalogue lacks (the probe)', () => {
    const probe: Tree = { visits: { title: 'Visits', total: '{n, plural, one {# visit} other {# visits}}' }, state: { A: 'a', B: 'b' } };
    expect(staffKeyCheck(probe, "st('visits.title'); st('visits.total', { n }); stMap('state')", 'st')).toEqual({
      missing: [],
      unused: [],
    });
    expect(staffKeyCheck(probe, "st('visits.title'); stMap('state')", 'st')).toEqual({ missing: [], unused: ['visits.total'] });
    expect(staffKeyCheck(probe, "st('visits.title'); st('visits.total'); st('visits.gone'); stMap('state')", 'st')).toEqual({
      missing: ['visits.gone'],
      unused: [],
    });
    expect(staffKeyCheck(probe, "st(`visits.${k}`); stMap('state')", 'st').unused).toEqual([]);
  });

  it('fills plurals, selects and values as ICU does', () => {
    expect(fill('{n, plural, one {# change} other {# changes}}', { n: 1 })).toBe('1 change');
    expect(fill('{n, plural, one {# change} other {# changes}}', { n: 3 })).toBe('3 changes');
    expect(fill('{n, plural, =0 {None} one {# entry} other {# entries}}', { n: 0 })).toBe('None');
    const landed = enStaff.partners.uploadLanded;
    expect(fill(landed, { n: 2, kind: 'partner' })).toBe('2 partners added.');
    expect(fill(landed, { n: 1, kind: 'visitor' })).toBe('1 visit added.');
    expect(fill('Safe at {when} ({by})', { when: '10:00', by: 'Ann' })).toBe('Safe at 10:00 (Ann)');
    expect(fill('{code}: {n, plural, one {# person} other {# people}} on site', { code: 'D1', n: 2 })).toBe('D1: 2 people on site');
  });
});
