import type { XlsxValue } from '../../../lib/xlsx-writer';
import { PARTNER_REPORT_COLUMNS, partnerExportCells } from '../partner-report.query';
import { VISITOR_REPORT_COLUMNS, visitorExportCells } from '../visitor-report.query';

/** A sheet row read back by its columns' keys: every column named once, in the order the header gives. */
const byKey = (columns: { key: string }[], cells: XlsxValue[]) => {
  expect(cells).toHaveLength(columns.length);
  return Object.fromEntries(columns.map((c, i) => [c.key, cells[i]]));
};

// The export's cells come straight from the COPY fields (no report row in between), so the column order lives in
// two places: the COLUMNS lists (the header) and the cells functions. Each field here is distinct, so a swap shows.
describe("export cells: each column from its own COPY field, in the header's order", () => {
  it('partner report (spec 3 export row, spec 9 hours)', () => {
    const closed = ['W1', 'Ann Lee', 'Agency', 'DEP', 't', 'f', 'B7', '08:00', '2026-06-10 08:14:00+01', '2026-06-10 16:30:00+01'];
    expect(byKey(PARTNER_REPORT_COLUMNS, partnerExportCells([...closed, '2026-06-10', 'Europe/Dublin', 'Forklift']))).toEqual({
      workId: 'W1',
      name: 'Ann Lee',
      agency: 'Agency',
      depot: 'DEP',
      signFlag: 'Yes',
      badgeNumFlag: 'No',
      depotBadgeNum: 'B7',
      // Spreadsheet serials (issue 23): 2026-06-10 is day 46183 of the 1900 date system; times are parts of a day.
      date: 46183,
      shiftStartTime: 8 / 24,
      clockIn: (8 * 60 + 14) / 1440,
      clockOut: 16.5 / 24,
      totalHours: 8, // from the shift start (14 minutes late), 8.5 h less the 30-minute break
      roleName: 'Forklift',
      autoCheckout: 'No',
    });
    const open = partnerExportCells([
      'W2',
      'Bo',
      'A',
      'DEP',
      'f',
      't',
      null,
      null,
      '2026-06-10 23:55:00.5+01',
      null,
      '2026-06-10',
      'Europe/Dublin',
      null,
    ]);
    expect(byKey(PARTNER_REPORT_COLUMNS, open)).toEqual({
      workId: 'W2',
      name: 'Bo',
      agency: 'A',
      depot: 'DEP',
      signFlag: 'No',
      badgeNumFlag: 'Yes',
      depotBadgeNum: null,
      date: 46183,
      shiftStartTime: null,
      clockIn: (23 * 60 + 55) / 1440,
      clockOut: null,
      totalHours: null,
      roleName: null,
      autoCheckout: 'No',
    });
  });

  it('visitors report', () => {
    const f = [
      '2026-10-25 00:30:00+01',
      'Unplanned',
      null,
      'Ann',
      'Lee',
      'ann@example.test',
      'Co Ltd',
      'Host Name',
      'M-1',
      'CAR1',
      'Delivery',
      '2026-10-25 00:31:00+01',
      '2026-10-25 01:30:00+00',
      'f',
      'B2',
      '36.6',
      'DEP',
    ];
    expect(byKey(VISITOR_REPORT_COLUMNS, visitorExportCells(f))).toEqual({
      date: 46320, // the depot's wall-clock day (Dublin, still summer time at 00:30)
      time: 0.5 / 24,
      visitType: 'Walk-in', // in the screen's words (issue 23)
      state: 'Checked out',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.test',
      company: 'Co Ltd',
      hostName: 'Host Name',
      meetingReference: 'M-1',
      carReg: 'CAR1',
      reasonForVisit: 'Delivery',
      checkIn: 31 / 1440,
      checkOut: 1.5 / 24,
      manualCheckout: 'No',
      depotBadgeNum: 'B2',
      temperature: 36.6,
      depot: 'DEP',
      autoCheckout: 'No',
    });
    const booked = visitorExportCells([
      '2026-10-26 09:00:00+00',
      'Planned',
      null,
      'P',
      'L',
      'e@x.test',
      'C',
      null,
      null,
      null,
      null,
      null,
      null,
      't',
      null,
      null,
      'DEP',
    ]);
    expect(byKey(VISITOR_REPORT_COLUMNS, booked)).toMatchObject({
      date: 46321,
      time: 9 / 24,
      visitType: 'Planned',
      state: 'Not checked in',
      checkIn: null,
      checkOut: null,
      manualCheckout: 'Yes',
      temperature: null,
    });
  });
});
