/// <reference types="jest" />
/** The data retention screen's words for a run's counts (issue 25), read without a browser. */
import { countTotal, removedText, utc } from '../counts';

const none = {
  visitors: 0,
  partners: 0,
  attendances: 0,
  signatures: 0,
  regularVisitors: 0,
  evacuationEntries: 0,
  refusedKioskEntries: 0,
  mailRecords: 0,
  importFiles: 0,
  exportFiles: 0,
  watchlistRows: 0,
  approvals: 0,
};

describe('retention counts', () => {
  it('names only the kinds with something in them, in singular and plural, in a fixed order', () => {
    expect(removedText({ ...none, attendances: 3, visitors: 1 }, 'retention')).toBe('1 visitor, 3 sign-ins');
    expect(removedText({ ...none, refusedKioskEntries: 2, exportFiles: 1 }, 'erasure')).toBe('2 refused kiosk entries, 1 export file');
  });

  it('says nothing when nothing was touched, and an export removes nothing', () => {
    expect(removedText(none, 'retention')).toBe('nothing');
    expect(removedText({ ...none, visitors: 1 }, 'export')).toBe('nothing (exported 1 visitor)');
    expect(removedText(none, 'export')).toBe('nothing (exported nothing)');
  });

  it('adds every kind together', () => {
    expect(countTotal(none)).toBe(0);
    expect(countTotal({ ...none, visitors: 2, mailRecords: 5, importFiles: 1 })).toBe(8);
  });

  it('shows an instant to the minute in UTC, or a dash', () => {
    expect(utc('2026-03-29T01:05:59.123Z')).toBe('2026-03-29 01:05');
    expect(utc(null)).toBe('—');
    expect(utc(undefined)).toBe('—');
  });
});
