/// <reference types="jest" />
/** The live report's grid cells (spec 9): which half-hour slots of a depot's day someone was present in. */
import { presentSlots, SLOTS } from '../liveGrid';

const now = new Date('2026-11-26T15:10:00Z');
const slots = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('live grid', () => {
  it('has 48 half-hour slots labelled on the 24-hour clock', () => {
    expect(SLOTS).toHaveLength(48);
    expect(SLOTS[0]).toEqual({ index: 0, minutes: 0, label: '00:00' });
    expect(SLOTS[19]).toEqual({ index: 19, minutes: 570, label: '09:30' });
    expect(SLOTS[47]!.label).toBe('23:30');
  });

  it('marks every slot the presence overlaps, not the ones it only touches', () => {
    // 09:00 to 10:00 in Dublin (UTC in November): slots 18 and 19, not 20 which starts at 10:00.
    expect(slots(presentSlots('2026-11-26', 'Europe/Dublin', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z', now))).toEqual([18, 19]);
    // 09:10 to 09:20: one slot.
    expect(slots(presentSlots('2026-11-26', 'Europe/Dublin', '2026-11-26T09:10:00Z', '2026-11-26T09:20:00Z', now))).toEqual([18]);
  });

  it("reads the day in the depot's zone", () => {
    // 09:00Z is 10:00 in Warsaw (UTC+1 in November).
    expect(slots(presentSlots('2026-11-26', 'Europe/Warsaw', '2026-11-26T09:00:00Z', '2026-11-26T09:30:00Z', now))).toEqual([20]);
  });

  it('runs to now for someone still in, and clips a presence that began the day before', () => {
    expect(slots(presentSlots('2026-11-26', 'Europe/Dublin', '2026-11-26T14:00:00Z', null, now))).toEqual([28, 29, 30]);
    expect(slots(presentSlots('2026-11-26', 'Europe/Dublin', '2026-11-25T22:00:00Z', '2026-11-26T00:45:00Z', now))).toEqual([0, 1]);
  });

  it('marks nothing for a presence on another day', () => {
    expect(presentSlots('2026-11-26', 'Europe/Dublin', '2026-11-25T09:00:00Z', '2026-11-25T17:00:00Z', now).size).toBe(0);
  });
});
