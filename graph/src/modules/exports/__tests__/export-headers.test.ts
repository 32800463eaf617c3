// Issue 39: every staff export's sheet name and headers have their words in each staff language (export-headers.ts).
import { EXPORT_HEADER_KEYS, EXPORT_HEADERS, planIn } from '../export-headers';
import { VISITOR_REPORT_COLUMNS } from '../../reports/visitor-report.query';
import { PARTNER_REPORT_COLUMNS } from '../../reports/partner-report.query';
import { EVACUATION_EXPORT_COLUMNS } from '../../presence/evacuation-export.query';
import { AUDIT_EXPORT_COLUMNS } from '../../audit/audit-export.query';
import { LANGUAGES } from '../../../contracts/languages';

const PLANS = [
  ['Visitors', VISITOR_REPORT_COLUMNS],
  ['Partners', PARTNER_REPORT_COLUMNS],
  ['Evacuation', EVACUATION_EXPORT_COLUMNS],
  ['Audit trail', AUDIT_EXPORT_COLUMNS],
] as const;

describe('export headers in the staff languages (issue 39)', () => {
  it('every sheet name and header of every export is in the catalogue', () => {
    for (const [sheet, columns] of PLANS) {
      expect(EXPORT_HEADER_KEYS).toContain(sheet);
      for (const c of columns) expect([sheet, c.header, EXPORT_HEADER_KEYS.includes(c.header)]).toEqual([sheet, c.header, true]);
    }
  });

  it('each language other than English has a word for each, none blank, and a sheet name Excel takes (31 characters)', () => {
    expect(Object.keys(EXPORT_HEADERS).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
    for (const [language, words] of Object.entries(EXPORT_HEADERS)) {
      for (const key of EXPORT_HEADER_KEYS)
        expect([language, key, (words as Record<string, string>)[key]?.trim().length > 0]).toEqual([language, key, true]);
      for (const [sheet, columns] of PLANS) {
        const plan = planIn({ sheetName: sheet, columns: [...columns], sql: '', params: [], cells: () => [] }, language);
        expect(plan.sheetName.length).toBeLessThanOrEqual(31);
        expect(plan.columns).toHaveLength(columns.length);
      }
    }
  });

  it('English, or a language we lack, is the plan as written', () => {
    const plan = { sheetName: 'Visitors', columns: [...VISITOR_REPORT_COLUMNS], sql: '', params: [], cells: () => [] };
    expect(planIn(plan, 'en')).toBe(plan);
    expect(planIn(plan, 'de')).toBe(plan);
    expect(planIn(plan, 'pl').columns[0].header).toBe('Data');
  });
});
