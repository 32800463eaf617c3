import { wallClock } from '../../../core/time';
import { shiftStartFor, totalHours } from '../total-hours';

const zone = 'Europe/Dublin';
const at = (day: string, hhmm: string) => wallClock(day, hhmm, zone);
const hours = (clockIn: Date, clockOut: Date | null, shiftStart: string | null = '08:00', localDate = '2026-06-10') =>
  totalHours({ clockIn, clockOut, localDate, shiftStart, zone });

describe('totalHours (spec 9)', () => {
  it('counts from the shift start when the clock-in is 14 or 15 minutes late, from the clock-in at 16', () => {
    const out = at('2026-06-10', '12:00'); // 4 h after the start: no break
    expect(hours(at('2026-06-10', '08:14'), out)).toBe(4);
    expect(hours(at('2026-06-10', '08:15'), out)).toBe(4);
    expect(hours(at('2026-06-10', '08:16'), out)).toBe(3.73); // 3 h 44 min
  });

  it('counts an early clock-in within 15 minutes from the shift start, an earlier one from itself', () => {
    const out = at('2026-06-10', '12:00');
    expect(hours(at('2026-06-10', '07:45'), out)).toBe(4);
    // 07:44 to 12:00 is 4 h 16 min: over 4 h, so 30 min off
    expect(hours(at('2026-06-10', '07:44'), out)).toBe(3.77);
  });

  it('deducts 30 minutes only when the span is over 4 hours: 4 h exactly keeps it, 4 h 1 min loses it', () => {
    expect(hours(at('2026-06-10', '08:00'), at('2026-06-10', '12:00'))).toBe(4);
    expect(hours(at('2026-06-10', '08:00'), at('2026-06-10', '12:01'))).toBe(3.52); // 3 h 31 min
    expect(hours(at('2026-06-10', '08:00'), at('2026-06-10', '16:30'))).toBe(8);
  });

  it('has no total while the attendance is open, and counts from the clock-in without a shift', () => {
    expect(hours(at('2026-06-10', '08:00'), null)).toBeNull();
    expect(hours(at('2026-06-10', '08:10'), at('2026-06-10', '10:10'), null)).toBe(2);
  });

  it('measures real elapsed time across a DST change (Dublin springs forward 29 Mar 2026, falls back 25 Oct 2026)', () => {
    // Night shift 22:00 -> 06:00 wall clock: 7 real hours in spring (minus 30 min), 9 in autumn.
    expect(
      totalHours({
        clockIn: at('2026-03-28', '22:05'),
        clockOut: at('2026-03-29', '06:00'),
        localDate: '2026-03-28',
        shiftStart: '22:00',
        zone,
      }),
    ).toBe(6.5);
    expect(
      totalHours({
        clockIn: at('2026-10-24', '22:05'),
        clockOut: at('2026-10-25', '06:00'),
        localDate: '2026-10-24',
        shiftStart: '22:00',
        zone,
      }),
    ).toBe(8.5);
    // A 01:30 shift on the night the clocks go forward (01:00 -> 02:00): 01:30 does not exist and luxon
    // (core/time wallClock) moves it on by the gap, to 02:30 local. 02:44 is 14 minutes late, 02:46 is 16.
    expect(
      totalHours({
        clockIn: at('2026-03-29', '02:44'),
        clockOut: at('2026-03-29', '04:30'),
        localDate: '2026-03-29',
        shiftStart: '01:30',
        zone,
      }),
    ).toBe(2);
    expect(
      totalHours({
        clockIn: at('2026-03-29', '02:46'),
        clockOut: at('2026-03-29', '04:30'),
        localDate: '2026-03-29',
        shiftStart: '01:30',
        zone,
      }),
    ).toBe(1.73);
  });

  it('finds a midnight shift start on the next day for a clock-in just before midnight', () => {
    expect(shiftStartFor(at('2026-06-10', '23:50'), '2026-06-10', '00:00', zone).toISOString()).toBe(
      at('2026-06-11', '00:00').toISOString(),
    );
    expect(hours(at('2026-06-10', '23:50'), at('2026-06-11', '02:00'), '00:00')).toBe(2);
  });
});
