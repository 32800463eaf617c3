/**
 * Languages (issue 27): the e-mails a visitor or partner receives, in every kiosk language: each catalogue has every
 * key of the English and no other, with the same ICU values, and no key is left that no mail uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../../contracts/languages';
import { mailCatalogue } from '../i18n/mail-catalogue';
import { staffMailCatalogue } from '../i18n/staff-mail-catalogue';
import { mailWords } from '../i18n/mail-i18n';

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
      if (!['__tests__', 'node_modules', 'dist'].includes(name)) sources(p, out);
    } else if (/\.tsx?$/.test(name)) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

describe('mail catalogue (graph/src/modules/mail/i18n)', () => {
  const english = mailCatalogue.en;

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: every key of the English, no other, the same values', (lng) => {
    const theirs = mailCatalogue[lng];
    expect(Object.keys(theirs).sort()).toEqual(Object.keys(english).sort());
    for (const [k, text] of Object.entries(theirs)) expect([k, valuesOf(text)]).toEqual([k, valuesOf(english[k as keyof typeof english])]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    "%s: the staff e-mails' words (issue 39): every key of the English, the same values",
    (lng) => {
      const theirs = staffMailCatalogue[lng];
      expect(Object.keys(theirs).sort()).toEqual(Object.keys(staffMailCatalogue.en).sort());
      for (const [k, text] of Object.entries(theirs))
        expect([k, valuesOf(text)]).toEqual([k, valuesOf(staffMailCatalogue.en[k as keyof typeof staffMailCatalogue.en])]);
    },
  );

  it('holds no key that no mail uses', () => {
    const code = sources(join(__dirname, '../..')).join('\n');
    const unused = Object.keys(english).filter((k) => !code.includes(`'${k}'`));
    expect(unused).toEqual([]);
  });

  it('speaks the stored language, and English for none or an unknown one', () => {
    expect(mailWords('pl').t('hello', { name: 'Kasia' })).toBe('Dzień dobry, Kasia,');
    expect(mailWords('ar').rtl).toBe(true);
    expect(mailWords(null).t('signature')).toBe('Depot Register');
    expect(mailWords('xx').language).toBe('en');
  });

  it("issue 39: the managers' watchlist, overstay and document alerts keep their English word for word", () => {
    const w = mailWords('en');
    expect(w.st('watchBlocked', { name: 'Al Bo', depot: 'D1', when: 'x', path: w.st('pathHeld', { path: w.st('pathWalkIn') }) })).toBe(
      'Al Bo tried to sign in at D1 on x (held walk-in) and was refused: they are on the watchlist with "block". The kiosk asked them to see reception.',
    );
    expect(w.st('overIntroMany', { n: 2, depot: 'D1', when: 'x' })).toBe(
      'These 2 people are still signed in at D1 past their expected time (x):',
    );
    expect(w.st('docIntroMany', { n: 2, days: 14, depot: 'D1' })).toBe("These 2 partners' documents expire within 14 days at D1:");
    expect(w.st('docUpload')).toBe(
      "Upload the new document on the partner's page in Depot Register (Partner documents); a blocking document that expires stops the clock-in.",
    );
  });

  it("keeps the partner QR e-mail's English word for word", () => {
    const w = mailWords('en');
    expect(w.t('qrSubject')).toBe('Your Depot Register clock-in QR code');
    expect(w.t('qrWorkId', { tenant: 'Acme', workId: '42' })).toBe('Your work ID at Acme is 42.');
  });
});
