import fc from 'fast-check';
import { DateTime } from 'luxon';
import { formats, localHour } from '../time';

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
});
