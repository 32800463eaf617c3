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
import { ENGLISH_ONLY, enServer, Messages, serverFaults, serverMessageOf, serverText, type ServerTranslation } from '../serverMessages';
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

const valuesOf = (text: string): string[] => {
  const names: string[] = [];
  const walk = (els: MessageFormatElement[]) => els.forEach((e) => e.type === TYPE.argument && names.push(e.value));
  walk(parse(text, { ignoreTag: true }));
  return names.sort();
};

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
    // Every message is in but those the module names as staying English (their words chosen by their values).
    expect(
      Object.keys(English)
        .filter((k) => !(k in enServer))
        .sort(),
    ).toEqual([...ENGLISH_ONLY].sort());
    // and each message in is one text with holes: its ICU says what the contract's function says, for 1 and for 2
    for (const [k, v] of Object.entries(English)) {
      if (typeof v !== 'function' || !(k in enServer)) continue;
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
      const values = [...new Set(valuesOf(en))].map((_, i) => `value ${i} of ${key}`);
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
    // A message that chooses its words by its values stays English, as it came.
    expect(Messages.uploadRejected(2)).toBe(English.uploadRejected(2));
    await setLanguage('en');
    expect(serverText(text)).toBe(text);
  });
});
