import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { DateTime } from 'luxon';
import { LANGUAGES, languageOr, RTL_LANGUAGES, type Language } from '../../../contracts/languages';
import { formats } from '../../../core/time';
import { mailCatalogue, type MailKey } from './mail-catalogue';
import { staffMailCatalogue, type StaffMailKey } from './staff-mail-catalogue';

/**
 * The server's one i18next instance (issue 27), for the e-mails a visitor or partner receives: the same library and
 * ICU syntax as the web's catalogues. A mail picks the language stored with the sign-in (`attendance.language`);
 * none, or one we do not have, is English.
 */
const i18n = i18next.createInstance();
void i18n.use(ICU).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: { ...mailCatalogue[l], staff: staffMailCatalogue[l] ?? {} } }])),
  initAsync: false,
  interpolation: { escapeValue: false }, // mail-text.ts escapes for HTML
});

export interface MailWords {
  language: Language;
  /** Right to left (Arabic): the HTML part says so. */
  rtl: boolean;
  t: (key: MailKey, values?: Record<string, string | number>) => string;
  /** An instant as people of the language read it, in the depot's zone (English: as every English e-mail writes it). */
  when: (at: Date, zone: string) => string;
  /** The e-mails to staff (issue 39, staff-mail-catalogue.ts): a key the language lacks is said in English. */
  st: (key: StaffMailKey, values?: Record<string, string | number>) => string;
  /** A yyyy-MM-dd day as the language writes it (English: dd-MM-yyyy, as the summaries always did). */
  day: (day: string) => string;
  /** An instant's date and time in the zone, short (English: the sign-in format of spec 9). */
  at: (at: Date, zone: string) => string;
}

export function mailWords(code: unknown): MailWords {
  const language = languageOr(code);
  const fixed: TFunction = i18n.getFixedT(language);
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language; // Arabic with Latin digits, as the staff screens
  return {
    language,
    rtl: RTL_LANGUAGES.includes(language),
    t: (key, values) => fixed(key, values ?? {}),
    when: (at, zone) =>
      language === 'en'
        ? formats.long(at, zone)
        : DateTime.fromJSDate(at, { zone }).setLocale(language).toLocaleString(DateTime.DATETIME_MED),
    st: (key, values) => fixed(`staff.${key}`, values ?? {}),
    day: (day) =>
      language === 'en'
        ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`
        : DateTime.fromISO(day).setLocale(locale).toLocaleString({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    at: (at, zone) =>
      language === 'en'
        ? formats.checkIn(at, zone)
        : DateTime.fromJSDate(at, { zone })
            .setLocale(locale)
            .toLocaleString({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/** The language of a visitor's or partner's last sign-in at a kiosk that said one (null: never, or only legacy kiosks). */
export async function lastKioskLanguage(
  em: { getConnection(): { execute(sql: string, params: unknown[]): Promise<unknown> } },
  who: { attendeeId?: string; partnerId?: string },
): Promise<string | null> {
  const [column, id] = who.partnerId ? ['partner_id', who.partnerId] : ['attendee_id', who.attendeeId];
  const rows = (await em
    .getConnection()
    .execute(`select "language" from "attendance" where "${column}" = ? and "language" is not null order by "checked_in_at" desc limit 1`, [
      id,
    ])) as { language: string }[];
  return rows[0]?.language ?? null;
}
