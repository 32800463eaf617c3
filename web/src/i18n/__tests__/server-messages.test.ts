/**
 * @jest-environment jsdom
 */
// The server's messages in the staff user's language (issue 39, i18n/serverMessages.ts): the translations hold every
// message with the same values, and a text the server answered is found back, values and all, and said in the language.
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@contracts/languages';
import { Messages as English } from '@contracts/messages';
import { loadEngine, setLanguage } from '../core';
import { enServer, Messages, serverFaults, serverMessageOf, serverText, VALUED_KEYS, type ServerTranslation } from '../serverMessages';
import { plServer } from '../locales/pl-server';
import { arServer } from '../locales/ar-server';
import { roServer } from '../locales/ro-server';
import { ltServer } from '../locales/lt-server';
import { esServer } from '../locales/es-server';
import { ptServer } from '../locales/pt-server';

const translations: Record<string, ServerTranslation> = {
  pl: plServer,
  ar: arServer,
  ro: roServer,
  lt: ltServer,
  es: esServer,
  pt: ptServer,
};

/** The values a message names, wherever they stand (in a plural's or a select's options too), and how each is read. */
const valuesOf = (text: string): string[] => {
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) =>
    els.forEach((e) => {
      if (e.type === TYPE.argument || e.type === TYPE.number) names.add(`${e.value}:${TYPE[e.type]}`);
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        names.add(`${e.value}:${TYPE[e.type]}`);
        Object.values(e.options).forEach((o) => walk(o.value));
      }
    });
  walk(parse(text, { ignoreTag: true }));
  return [...names].sort();
};

/** The messages written in ICU by hand, each with the arguments that take each of its branches. */
const VALUED_CASES: Record<string, unknown[][]> = {
  uploadRejected: [[1], [2], [1500]],
  firstRowsListed: [[1000], [20]],
  subjectErased: [[1], [0], [12]],
  watchlistWarning: [
    ['BLOCK', 'name, car registration'],
    ['ALERT', 'e-mail'],
  ],
  partnerClockedOut: [['Pat Partner'], ['Pat Partner', null], ['Pat Partner', 'B-12']],
  metricsToken: [[]],
};
const english = (key: string, args: unknown[]): string => {
  const m = (English as Record<string, unknown>)[key];
  return typeof m === 'function' ? (m as (...a: unknown[]) => string)(...args) : (m as string);
};

/** Each message written by hand says in English what the contract says, and is read back to its arguments. */
function saysTheContract() {
  for (const [k, cases] of Object.entries(VALUED_CASES)) {
    for (const args of cases) {
      const text = english(k, args);
      const said = Messages[k as keyof typeof Messages];
      expect([k, args, typeof said === 'function' ? (said as (...a: unknown[]) => string)(...args) : said]).toEqual([k, args, text]);
      const found = serverMessageOf(text);
      expect([k, found?.key]).toEqual([k, k]);
      expect([k, english(k, found!.values)]).toEqual([k, text]);
      expect([k, serverText(text)]).toEqual([k, text]);
    }
  }
}

describe("the server's messages in the staff language (issue 39)", () => {
  it('has a complete translation for every language but English: every message, the same values, valid ICU', () => {
    expect(Object.keys(translations).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
    for (const [lng, t] of Object.entries(translations)) {
      expect([lng, Object.keys(t).sort()]).toEqual([lng, Object.keys(enServer).sort()]);
      for (const [k, text] of Object.entries(t)) {
        expect([lng, k, valuesOf(text!)]).toEqual([lng, k, valuesOf(enServer[k as keyof typeof enServer])]);
        expect([lng, k, text === enServer[k as keyof typeof enServer]]).toEqual([lng, k, false]);
        expect(() => new IntlMessageFormat(text!, lng, undefined, { ignoreTag: true }).format({ 0: 'A', 1: 'B', 2: 'C' })).not.toThrow();
      }
    }
    // Every message is in.
    expect(Object.keys(enServer).sort()).toEqual(Object.keys(English).sort());
    // Each message written by hand says, in English, word for word what the contract says, by the engine and by the
    // English filler of i18n/fill.ts (the staff screens before the engine is there), and is read back to its arguments.
    expect(Object.keys(VALUED_CASES).sort()).toEqual([...VALUED_KEYS].sort());
    saysTheContract();
    // and every other one is one text with holes: its ICU says what the contract's function says, for 1 and for 2
    for (const [k, v] of Object.entries(English)) {
      if (typeof v !== 'function' || VALUED_KEYS.includes(k as never)) continue;
      for (const n of [1, 2]) {
        const args = Array.from({ length: v.length }, (_, i) => (i === 0 ? n : `v${i}`));
        const text = new IntlMessageFormat(enServer[k as keyof typeof enServer], 'en', undefined, { ignoreTag: true });
        expect([k, text.format(Object.fromEntries(args.map((a, i) => [String(i), a])))]).toEqual([
          k,
          (v as (...a: unknown[]) => string)(...args),
        ]);
      }
    }
  });

  it('finds every message back from its English, values and all (no message is taken for another)', () => {
    for (const [key, en] of Object.entries(enServer)) {
      if (VALUED_KEYS.includes(key as never)) continue; // read back by their own patterns: saysTheContract()
      const values = [...new Set(valuesOf(en).map((v) => v.split(':')[0]))].map((_, i) => `value ${i} of ${key}`);
      const text = en.replace(/\{(\d+)\}/g, (_, i: string) => values[Number(i)]!);
      const found = serverMessageOf(text);
      // Each value by its number, wherever it stands (a value said twice is found once).
      expect([key, found && enServer[found.key] === en, found?.values]).toEqual([key, true, values]);
    }
    expect(serverMessageOf('A message of a tenant, not of the server')).toBeNull();
    // The values by their number, not their place: a value the text says twice is one value.
    expect(serverMessageOf(English.tooManyRows('20,000'))).toEqual({ key: 'tooManyRows', values: ['20,000'] });
  });

  it('says them in the language once it is in, and as they came in English', async () => {
    const text = English.fileTooLarge(10);
    expect(serverText(text)).toBe(text);
    expect(Messages.visitorBooked).toBe(English.visitorBooked);
    const engine = await loadEngine();
    engine.add('server', plServer, 'pl');
    await setLanguage('pl');
    expect(serverText(text)).toBe(plServer.fileTooLarge!.replace('{0}', '10'));
    expect(serverText(English.xlsxOnly)).toBe(plServer.xlsxOnly);
    // an upload row's faults, each its own message (the columns stay the template's names)
    expect(serverFaults(`${English.cellRequired('FirstName')}; ${English.cellDatePast}`)).toBe(
      `${plServer.cellRequired!.replace('{0}', 'FirstName')}; ${plServer.cellDatePast}`,
    );
    expect(Messages.visitorBooked).toBe(plServer.visitorBooked);
    expect(Messages.fileTooLarge(5)).toBe(plServer.fileTooLarge!.replace('{0}', '5'));
    expect(serverText('Something the server said that is not a message')).toBe('Something the server said that is not a message');
    // A message that chooses its words by its values: Polish plurals, and two messages said one after the other.
    const t = (en: string, values: Record<string, unknown>) => new IntlMessageFormat(en, 'pl').format(values) as string;
    expect(Messages.uploadRejected(1)).toBe(t(plServer.uploadRejected!, { 0: 1 }));
    expect(Messages.uploadRejected(3)).toContain('odrzucono 3 wiersze');
    expect(Messages.uploadRejected(5)).toContain('odrzucono 5 wierszy');
    expect(serverText(`${English.uploadRejected(1500)} ${English.firstRowsListed(1000)}`)).toBe(
      `${t(plServer.uploadRejected!, { 0: 1500 })} ${t(plServer.firstRowsListed!, { 0: 1000 })}`,
    );
    expect(serverText(English.subjectErased(2))).toBe('Usunięto: zanonimizowano 2 rekordy');
    expect(serverText(English.watchlistWarning('BLOCK', 'imię'))).toBe(
      'Ta osoba jest na liście obserwacyjnej (imię): kiosk odmówi jej rejestracji wejścia',
    );
    expect(Messages.partnerClockedOut('Pat', 'B-12')).toBe('Do widzenia, Pat, zakończyłeś pracę. Przed wyjściem oddaj identyfikator B-12.');
    expect(Messages.partnerClockedOut('Pat')).toBe('Do widzenia, Pat, zakończyłeś pracę.');
    expect(serverText(English.metricsToken)).toBe('Metryki wymagają METRICS_TOKEN jako tokenu bearer (Authorization: Bearer <token>)');
    await setLanguage('en');
    expect(serverText(text)).toBe(text);
    saysTheContract(); // by the engine now
  });
});
