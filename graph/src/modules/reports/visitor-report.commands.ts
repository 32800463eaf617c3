import { clampedPage, id, legacyFields, optionalText, parse, text, z } from '../../core/command';
import { addDays, toIsoDay } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { MAX_RANGE_DAYS } from './report-limits';

/** The kinds the visitors report can show (All: every kind). */
export const VISITOR_REPORT_TYPES = ['All', 'Planned', 'Unplanned', 'Regular'] as const;
export type VisitorReportType = (typeof VISITOR_REPORT_TYPES)[number];

const dayMessage = (label: string) => `${label} must be a date (yyyy-MM-dd)`;

/** A day (yyyy-MM-dd, dd-MM-yyyy or dd/MM/yyyy) as yyyy-MM-dd. */
export const day = (label: string) =>
  text(label, 40).transform((v, ctx) => {
    const d = toIsoDay(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: dayMessage(label) });
      return z.NEVER;
    }
    return d;
  });
export const optionalDay = (label: string) =>
  optionalText(label, 40).transform((v, ctx) => {
    if (v === undefined || v.toLowerCase() === 'today') return undefined;
    const d = toIsoDay(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: dayMessage(label) });
      return z.NEVER;
    }
    return d;
  });

export const pageNumber = clampedPage;

const visitType = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'All' : v),
    z.enum(VISITOR_REPORT_TYPES, { error: `Visit type must be one of ${VISITOR_REPORT_TYPES.join(', ')}` }),
  );

/** Search text: name, e-mail, company, reference or car registration (contains, any case). */
export const search = () => optionalText('search', 100);

/** Planned visits of a depot's day (dailyVisitReport, GET api/daily-visit-report?depot=&offset=). */
export const DailyVisitReportCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The depot's id."),
  date: optionalDay('date').describe("The depot's local day, yyyy-MM-dd; default today in the depot's time zone."),
  page: pageNumber().describe('Page number from 1 (default 1), 5 rows a page.'),
});
export type DailyVisitReportCommand = z.output<typeof DailyVisitReportCommand>;

export const rangeFields = { depotId: id('depotId', 'Depot'), dateFrom: day('Date From'), dateTo: day('Date To') };

/** Spec 5: depot, dateFrom and dateTo required; not backwards; at most MAX_RANGE_DAYS days. */
export const rangeRule = (c: { dateFrom: string; dateTo: string }, ctx: z.RefinementCtx) => {
  if (c.dateFrom > c.dateTo) ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: Messages.dateFromAfterTo });
  else if (addDays(c.dateFrom, MAX_RANGE_DAYS - 1) < c.dateTo)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: Messages.dateRangeTooLong(MAX_RANGE_DAYS) });
};

/** Visitors of every kind by date range (dateRangeVisitorsReport, POST api/date-range-visitors-report, and their exports). */
export const DateRangeVisitorsCommand = z
  .object({
    depotId: rangeFields.depotId.describe("The depot's id."),
    dateFrom: rangeFields.dateFrom.describe("yyyy-MM-dd, a day in the depot's zone (inclusive)"),
    dateTo: rangeFields.dateTo.describe('yyyy-MM-dd, inclusive; at most 93 days after dateFrom; not before dateFrom'),
    page: pageNumber().describe('Page number from 1 (default 1), 5 rows a page.'),
    search: search().describe('name, e-mail, company, reference or car registration (case-insensitive, contains)'),
    visitType: visitType().describe('All | Planned | Unplanned | Regular'),
  })
  .superRefine(rangeRule);
export type DateRangeVisitorsCommand = z.output<typeof DateRangeVisitorsCommand>;

/** The chart: visits per day by kind and check-ins per hour. */
export const VisitorsSummaryCommand = z
  .object({
    depotId: rangeFields.depotId.describe("The depot's id."),
    dateFrom: rangeFields.dateFrom.describe("First day, yyyy-MM-dd, in the depot's time zone."),
    dateTo: rangeFields.dateTo.describe('Last day, yyyy-MM-dd (inclusive; at most 93 days after dateFrom).'),
  })
  .superRefine(rangeRule);
export type VisitorsSummaryCommand = z.output<typeof VisitorsSummaryCommand>;

const SPELLINGS = { depotId: ['depot', 'depotId'], page: ['offset', 'page'] } as const;

/** GET api/daily-visit-report (query depot, offset = the page, optional date) onto the command. */
export const legacyDailyVisitReport = legacyFields(SPELLINGS);

/** POST api/date-range-visitors-report {depot|depotId, dateFrom, dateTo, offset|page, search, visitType}. */
export const legacyDateRangeVisitors = legacyFields({ ...SPELLINGS, visitType: ['visitType', 'visittype'] });

type Body = Record<string, unknown>;
/** A REST query of api/daily-visit-report (or its export) in the legacy spellings, as the command. */
export const legacyDailyVisitReportOf = (q: Body) =>
  parse(DailyVisitReportCommand, legacyDailyVisitReport.decode(q), legacyDailyVisitReport.names(q));
/** A REST body of api/date-range-visitors-report (or its export) in the legacy spellings, as the command. */
export const legacyDateRangeVisitorsOf = (b: Body) =>
  parse(DateRangeVisitorsCommand, legacyDateRangeVisitors.decode(b), legacyDateRangeVisitors.names(b));

/** An optional search text alone (the partner reports' search). */
export const SearchCommand = z.object({ search: search().describe('Work id or name (contains, any case)') });
