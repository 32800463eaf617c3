import fc from 'fast-check';
import { DateTime } from 'luxon';
import { addDays, formats, localDay, localHour, localTime, wallClock } from '../time';

/** The fast formats (a cached offset per zone and quarter hour) print exactly what luxon prints, DST changes included. */
const ZONES = [
  'Europe/Dublin',
  'America/New_York',
  'Australia/Adelaide',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'UTC',
  'America/St_Johns',
];

describe('core/time formats', () => {
  it('match luxon for any instant in 2020..2035 in zones with DST and odd offsets', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }), fc.constantFrom(...ZONES), (ms, zone) => {
        const d = new Date(ms);
        const l = DateTime.fromMillis(ms, { zone });
        expect(formats.day(d, zone)).toBe(l.toFormat('dd-MM-yyyy'));
        expect(formats.time(d, zone)).toBe(l.toFormat('HH:mm:ss'));
        expect(formats.checkIn(d, zone)).toBe(l.toFormat('yyyy/MM/dd @ HH:mm'));
        expect(formats.partnerPrint(d, zone)).toBe(l.toFormat('dd:MM:yyyy - HH:mm'));
        expect(formats.bookingDate(d, zone)).toBe(l.toFormat('dd/MM/yyyy'));
        expect(localHour(d, zone)).toBe(l.hour);
      }),
      { numRuns: 3000 },
    );
  });

  it('around the Dublin and New York changes of 2026, minute by minute', () => {
    for (const [zone, from] of [
      ['Europe/Dublin', Date.UTC(2026, 9, 24, 22)],
      ['America/New_York', Date.UTC(2026, 2, 8, 5)],
      ['Europe/Dublin', Date.UTC(2026, 2, 29, 0)],
    ] as const) {
      for (let ms = from; ms < from + 5 * 3_600_000; ms += 60_000) {
        expect(formats.time(new Date(ms), zone)).toBe(DateTime.fromMillis(ms, { zone }).toFormat('HH:mm:ss'));
      }
    }
  });

  it('wallClock and addDays give what luxon gives: any day and time, in gaps and overlaps too', () => {
    const viaLuxon = (day: string, h: number, m: number, zone: string) =>
      DateTime.fromISO(day, { zone }).set({ hour: h, minute: m, second: 0, millisecond: 0 }).toJSDate().getTime();
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2040, 11, 31) }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom(...ZONES, 'Europe/London', 'America/Santiago', 'Asia/Beirut'),
        (ms, h, m, days, zone) => {
          const day = new Date(ms).toISOString().slice(0, 10);
          const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          expect(wallClock(day, hhmm, zone).getTime()).toBe(viaLuxon(day, h, m, zone));
          expect(addDays(day, days)).toBe(DateTime.fromISO(day, { zone: 'UTC' }).plus({ days }).toISODate());
        },
      ),
      { numRuns: 3000 },
    );
    // Every quarter hour of the 2026 changes (Dublin springs forward 29 Mar at 01:00, falls back 25 Oct at 02:00;
    // New York 8 Mar and 1 Nov; Santiago changes at midnight).
    for (const [zone, day] of [
      ['Europe/Dublin', '2026-03-29'],
      ['Europe/Dublin', '2026-10-25'],
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
      ['America/Santiago', '2026-04-05'],
      ['America/Santiago', '2026-09-06'],
    ] as const) {
      for (let q = 0; q < 96; q++) {
        const [h, m] = [Math.floor(q / 4), (q % 4) * 15];
        expect(wallClock(day, `${h}:${m}`, zone).getTime()).toBe(viaLuxon(day, h, m, zone));
      }
    }
    // What is not a real day or time goes to luxon as before: an invalid date, or luxon's own reading of it.
    expect(wallClock('2026-02-30', '09:00', 'Europe/Dublin').getTime()).toBeNaN();
    expect(wallClock('2026-02-10', '25:00', 'Europe/Dublin').getTime()).toBe(viaLuxon('2026-02-10', 25, 0, 'Europe/Dublin'));
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('localDay and localTime (from cached offsets) agree with luxon', () => {
  it('every 37 minutes of 2026 in zones with hour, half-hour and 45-minute offsets and changes', () => {
    const zones = ['Europe/Dublin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    const wrong: string[] = [];
    for (const zone of zones) {
      for (let ms = from; ms < to; ms += 37 * 60_000 + 13_000) {
        const at = new Date(ms);
        const d = DateTime.fromMillis(ms, { zone });
        if (localDay(at, zone) !== d.toISODate() || localTime(at, zone) !== d.toFormat('HH:mm'))
          wrong.push(`${zone} ${at.toISOString()}: ${localDay(at, zone)} ${localTime(at, zone)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
