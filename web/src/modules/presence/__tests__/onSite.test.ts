/// <reference types="jest" />
/** The on-site list's filters and "how long ago" (issue 23), read without a browser. */
import { filterOnSite, sinceLabel } from '../onSite';

const people = [
  { kind: 'Visitor', name: 'Ada Lovelace', company: 'Analytical Engines', host: 'Grace', badgeNumber: 'B7', earlierDay: false },
  { kind: 'Partner', name: 'Alan Turing', company: 'Bletchley', host: null, badgeNumber: null, earlierDay: true },
  { kind: 'Visitor', name: 'Katherine Johnson', company: 'NASA', host: null, badgeNumber: '12', earlierDay: false },
];
const names = (rows: typeof people) => rows.map((r) => r.name);

describe('on-site list', () => {
  it('filters by kind, and by an earlier day', () => {
    expect(names(filterOnSite(people, 'All', ''))).toEqual(['Ada Lovelace', 'Alan Turing', 'Katherine Johnson']);
    expect(names(filterOnSite(people, 'Visitors', ''))).toEqual(['Ada Lovelace', 'Katherine Johnson']);
    expect(names(filterOnSite(people, 'Partners', ''))).toEqual(['Alan Turing']);
    expect(names(filterOnSite(people, 'Earlier day', ''))).toEqual(['Alan Turing']);
  });

  it('finds every word searched in the name, company, host or badge, in any case', () => {
    expect(names(filterOnSite(people, 'All', 'ENGINES grace'))).toEqual(['Ada Lovelace']);
    expect(names(filterOnSite(people, 'All', ' b7 '))).toEqual(['Ada Lovelace']);
    expect(names(filterOnSite(people, 'All', 'nasa ada'))).toEqual([]);
    expect(names(filterOnSite(people, 'Partners', 'nasa'))).toEqual([]);
  });

  it('says how long ago someone signed in', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(sinceLabel('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(sinceLabel('2026-11-26T12:05:00Z', now)).toBe('just now'); // a clock a little ahead is not negative
    expect(sinceLabel('2026-11-26T11:35:00Z', now)).toBe('25 min');
    expect(sinceLabel('2026-11-26T09:55:00Z', now)).toBe('2 h 05 min');
    expect(sinceLabel('2026-11-24T12:00:01Z', now)).toBe('47 h 59 min');
    expect(sinceLabel('2026-11-23T11:00:00Z', now)).toBe('3 days');
  });
});
