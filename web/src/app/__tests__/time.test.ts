/// <reference types="jest" />
/** The web's one place for dates and times (app/time.ts): spec 9's formats, read in the depot's zone (issue 12). */
import {
  addDaysTo,
  clockLabel,
  dateTimeIn,
  dayIn,
  dayLabel,
  daysBetween,
  isClockTime,
  isoDayIn,
  legacyDayLabel,
  legacyTimeLabel,
  numberIn,
  parseDay,
  setShownLanguage,
  timeIn,
  todayIn,
} from '../time';

afterEach(() => jest.useRealTimers());

describe('web time formats', () => {
  it('shows an instant in the depot zone, on either side of a daylight-saving change', () => {
    // Dublin: UTC+0 in winter, UTC+1 from 01:00 UTC on 29 March 2026.
    expect(timeIn('2026-03-28T23:30:00Z', 'Europe/Dublin')).toBe('23:30');
    expect(timeIn('2026-03-29T08:15:00Z', 'Europe/Dublin')).toBe('09:15');
    expect(dateTimeIn('2026-03-29T23:30:00Z', 'Europe/Dublin')).toBe('30/03/2026 00:30');
    expect(dateTimeIn('2026-07-01T12:00:00Z', 'America/New_York')).toBe('01/07/2026 08:00');
    expect(dayIn('2026-07-01T02:00:00Z', 'America/New_York')).toBe('30/06/2026');
  });

  it('reads an instant as the day it falls on in the zone, or nothing', () => {
    expect(isoDayIn('2026-12-31T23:30:00Z', 'Europe/Warsaw')).toBe('2027-01-01');
    expect(isoDayIn(null, 'Europe/Warsaw')).toBe('');
    expect(timeIn(null, 'Europe/Dublin')).toBe('-');
    expect(dateTimeIn(undefined, 'Europe/Dublin')).toBe('-');
    expect(dayIn('', 'Europe/Dublin')).toBe('-');
  });

  it("takes today in the depot's zone, not the browser's", () => {
    jest.useFakeTimers({ now: new Date('2026-06-30T23:30:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
    expect(todayIn('Europe/Dublin')).toBe('2026-07-01');
    expect(todayIn('America/New_York')).toBe('2026-06-30');
    expect(todayIn(null)).toBe('2026-07-01'); // the default zone, Europe/Dublin
  });

  it('shows and parses days as dd/MM/yyyy and counts days across month and year ends', () => {
    expect(dayLabel('2026-02-03')).toBe('03/02/2026');
    expect(parseDay(' 29/02/2028 ')).toBe('2028-02-29');
    expect(parseDay('29/02/2027')).toBeNull();
    expect(parseDay('2027-01-01')).toBeNull();
    expect(addDaysTo('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // a daylight-saving weekend is still two days
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it('labels minutes after midnight on the 24-hour clock and accepts only HH:mm times', () => {
    expect(clockLabel(0)).toBe('00:00');
    expect(clockLabel(13 * 60 + 30)).toBe('13:30');
    expect(clockLabel(23 * 60 + 59)).toBe('23:59');
    for (const ok of ['00:00', '09:05', '23:59', ' 12:30 ']) expect(isClockTime(ok)).toBe(true);
    for (const bad of ['24:00', '9:05', '12:60', '12.30', '1230', '']) expect(isClockTime(bad)).toBe(false);
  });

  it("turns the legacy reports' dd-MM-yyyy and HH:mm:ss into the one format, a dash for none", () => {
    expect(legacyDayLabel('05-11-2026')).toBe('05/11/2026');
    expect(legacyDayLabel(null)).toBe('-');
    expect(legacyTimeLabel('07:45:12')).toBe('07:45');
    expect(legacyTimeLabel('07:45')).toBe('07:45');
    expect(legacyTimeLabel(undefined)).toBe('-');
  });

  it("shows dates, times and numbers in the user's language, in the depot's zone (issue 39)", () => {
    expect(dateTimeIn('2026-03-29T23:30:00Z', 'Europe/Dublin', 'pl')).toBe('30.03.2026 00:30');
    expect(dayIn('2026-07-01T02:00:00Z', 'America/New_York', 'pl')).toBe('30.06.2026');
    expect(timeIn('2026-03-29T08:15:00Z', 'Europe/Dublin', 'ar')).toBe('09:15');
    expect(dayLabel('2026-02-03', 'ar')).toBe('03\u200f/02\u200f/2026'); // Latin digits, right-to-left marks
    expect(dayLabel('2026-02-03', 'lt')).toBe('2026-02-03');
    expect(numberIn(1234567, 'pl')).toBe('1\u00a0234\u00a0567');
    expect(numberIn(1234567, 'en')).toBe('1,234,567');
    // the default is the staff area's language, English until it switches
    setShownLanguage('pl');
    try {
      expect(timeIn('2026-03-29T08:15:00Z', 'Europe/Dublin')).toBe('09:15');
      expect(dayLabel('2026-02-03')).toBe('03.02.2026');
    } finally {
      setShownLanguage('en');
    }
    expect(dayLabel('2026-02-03')).toBe('03/02/2026');
  });
});
