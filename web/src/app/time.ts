import { DateTime } from 'luxon';

/**
 * The one place staff screens format dates and times (issue 12): one date format and one time format, from
 * spec 9 (booking dates dd/MM/yyyy; times on the 24-hour clock, HH:mm), read in the depot's own IANA zone
 * (stored as UTC). Date inputs show and take the same format (DATE_INPUT_FORMAT, for Mantine's dayjs).
 * Issue 39: what is shown (not typed) speaks the user's language: English keeps spec 9's formats, another language
 * its own short date and 24-hour time (Polish 30.11.2026 14:30); every helper takes the language (a code of
 * contracts/languages.ts), by default the staff area's (set by app/staffLanguage.ts as it switches; no import here:
 * the browser tests read these helpers in Node). Arabic keeps Latin digits, as the badges, references and inputs
 * beside them have.
 */
type Language = string;
let staffLanguage: Language = 'en';
/** The staff area's language, the helpers' default (app/staffLanguage.ts sets it before the screens switch). */
export const setShownLanguage = (lng: Language) => {
  staffLanguage = lng;
};
const currentLanguage = () => staffLanguage;
export const DATE_FORMAT = 'dd/MM/yyyy';
export const TIME_FORMAT = 'HH:mm';
/** DATE_FORMAT in dayjs' tokens, for Mantine's `valueFormat`. */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/** A new depot's zone (the server's default for `depot.time_zone`), and the zone read while a depot is still loading. */
export const DEFAULT_ZONE = 'Europe/Dublin';

const at = (iso: unknown, zone: string) => DateTime.fromISO(String(iso), { zone: 'utc' }).setZone(zone);

/** The Intl locale of a language for dates and numbers (Arabic with Latin digits). */
export const localeOf = (lng: Language): string => (lng === 'ar' ? 'ar-u-nu-latn' : lng);

/** A date, a time, or both, as the language writes them (English: spec 9's dd/MM/yyyy and HH:mm). */
function shown(d: DateTime, what: 'date' | 'time' | 'both', lng: Language): string {
  if (lng === 'en') return d.toFormat(what === 'date' ? DATE_FORMAT : what === 'time' ? TIME_FORMAT : `${DATE_FORMAT} ${TIME_FORMAT}`);
  const l = d.setLocale(localeOf(lng));
  const date = l.toLocaleString({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = l.toLocaleString({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return what === 'date' ? date : what === 'time' ? time : `${date} ${time}`;
}

/** A number as the language writes it (1,234 / 1 234 / 1.234). */
export const numberIn = (n: number, lng: Language = currentLanguage()) => new Intl.NumberFormat(localeOf(lng)).format(n);

/** Today (yyyy-MM-dd) in the zone. */
export const todayIn = (zone?: string | null) =>
  DateTime.now()
    .setZone(zone || DEFAULT_ZONE)
    .toISODate() ?? '';
/** A yyyy-MM-dd day shown in DATE_FORMAT. */
export const dayLabel = (day: string, lng: Language = currentLanguage()) => shown(DateTime.fromISO(day), 'date', lng);
/** An instant's day (yyyy-MM-dd) in the zone, '' when there is none (a booking's day for its date input). */
export const isoDayIn = (iso: unknown, zone: string) => (iso ? (at(iso, zone).toISODate() ?? '') : '');
/** A typed day in DATE_FORMAT as yyyy-MM-dd, or null when it is not one (the date inputs' parser). */
export const parseDay = (typed: string) => {
  const d = DateTime.fromFormat(typed.trim(), DATE_FORMAT);
  return d.isValid ? d.toISODate() : null;
};
/** The day a yyyy-MM-dd plus n days. */
export const addDaysTo = (day: string, n: number) => DateTime.fromISO(day).plus({ days: n }).toISODate() ?? day;
/** Days from one yyyy-MM-dd to another. */
export const daysBetween = (from: string, to: string) => Math.round(DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days);

/** TIME_FORMAT in the zone, '-' when there is none. */
export const timeIn = (iso: unknown, zone: string, lng: Language = currentLanguage()) => (iso ? shown(at(iso, zone), 'time', lng) : '-');
/** DATE_FORMAT and TIME_FORMAT in the zone, '-' when there is none. */
export const dateTimeIn = (iso: unknown, zone: string, lng: Language = currentLanguage()) =>
  iso ? shown(at(iso, zone), 'both', lng) : '-';
/** An instant's day in DATE_FORMAT in the browser's zone (a tenant's registration), '' when there is none. */
export const dayOf = (iso: unknown, lng: Language = currentLanguage()) => {
  const d = DateTime.fromISO(String(iso));
  return iso && d.isValid ? shown(d, 'date', lng) : '';
};
/** A time of day given as minutes after midnight, in TIME_FORMAT (the live grid's slots, the chart's hours). */
export const clockLabel = (minutes: number, lng: Language = currentLanguage()) =>
  shown(DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 }), 'time', lng);
/** A server's 'dd-MM-yyyy' day (the legacy report rows) in DATE_FORMAT. */
export const legacyDayLabel = (day: string | null | undefined) => (day ? day.replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$1/$2/$3') : '-');
/** A server's 'HH:mm:ss' time (the legacy report rows) in TIME_FORMAT. */
export const legacyTimeLabel = (time: string | null | undefined) => (time ? time.replace(/^(\d{2}:\d{2}):\d{2}$/, '$1') : '-');
/** Whether a typed time is one in TIME_FORMAT (00:00 to 23:59). */
export const isClockTime = (typed: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(typed.trim());
/** DATE_FORMAT of an instant in the zone, '-' when there is none. */
export const dayIn = (iso: unknown, zone: string, lng: Language = currentLanguage()) => (iso ? shown(at(iso, zone), 'date', lng) : '-');
