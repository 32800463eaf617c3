import { DateTime } from 'luxon';

/**
 * The one place staff screens format dates and times (issue 12): one date format and one time format, from
 * spec 9 (booking dates dd/MM/yyyy; times on the 24-hour clock, HH:mm), read in the depot's own IANA zone
 * (stored as UTC). Date inputs show and take the same format (DATE_INPUT_FORMAT, for Mantine's dayjs).
 */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const TIME_FORMAT = 'HH:mm';
/** DATE_FORMAT in dayjs' tokens, for Mantine's `valueFormat`. */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/** A new depot's zone (the server's default for `depot.time_zone`), and the zone read while a depot is still loading. */
export const DEFAULT_ZONE = 'Europe/Dublin';

const at = (iso: unknown, zone: string) => DateTime.fromISO(String(iso), { zone: 'utc' }).setZone(zone);

/** Today (yyyy-MM-dd) in the zone. */
export const todayIn = (zone?: string | null) =>
  DateTime.now()
    .setZone(zone || DEFAULT_ZONE)
    .toISODate() ?? '';
/** A yyyy-MM-dd day shown in DATE_FORMAT. */
export const dayLabel = (day: string) => DateTime.fromISO(day).toFormat(DATE_FORMAT);
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
export const timeIn = (iso: unknown, zone: string) => (iso ? at(iso, zone).toFormat(TIME_FORMAT) : '-');
/** DATE_FORMAT and TIME_FORMAT in the zone, '-' when there is none. */
export const dateTimeIn = (iso: unknown, zone: string) => (iso ? at(iso, zone).toFormat(`${DATE_FORMAT} ${TIME_FORMAT}`) : '-');
/** An instant's day in DATE_FORMAT in the browser's zone (a tenant's registration), '' when there is none. */
export const dayOf = (iso: unknown) => {
  const d = DateTime.fromISO(String(iso));
  return iso && d.isValid ? d.toFormat(DATE_FORMAT) : '';
};
/** A time of day given as minutes after midnight, in TIME_FORMAT (the live grid's slots, the chart's hours). */
export const clockLabel = (minutes: number) =>
  DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toFormat(TIME_FORMAT);
/** A server's 'dd-MM-yyyy' day (the legacy report rows) in DATE_FORMAT. */
export const legacyDayLabel = (day: string | null | undefined) => (day ? day.replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$1/$2/$3') : '-');
/** A server's 'HH:mm:ss' time (the legacy report rows) in TIME_FORMAT. */
export const legacyTimeLabel = (time: string | null | undefined) => (time ? time.replace(/^(\d{2}:\d{2}):\d{2}$/, '$1') : '-');
/** Whether a typed time is one in TIME_FORMAT (00:00 to 23:59). */
export const isClockTime = (typed: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(typed.trim());
/** DATE_FORMAT of an instant in the zone, '-' when there is none. */
export const dayIn = (iso: unknown, zone: string) => (iso ? at(iso, zone).toFormat(DATE_FORMAT) : '-');
