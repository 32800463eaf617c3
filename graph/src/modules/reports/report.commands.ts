import { legacyFields, optionalText, text, z } from '../../core/command';
import { LIVE_VISIT_TYPES } from './report-limits';
import { optionalDay, rangeFields, rangeRule, search } from './visitor-report.commands';

/**
 * The partner report over a date range (POST api/date-range-partners-report, dateRangePartnerReport) and its
 * export: depot, dateFrom, dateTo required (spec 5); optionally one partner (workId) or a search (work id or name).
 */
export const PartnerRangeCommand = z
  .object({
    depotId: rangeFields.depotId.describe("The depot's id."),
    dateFrom: rangeFields.dateFrom.describe('yyyy-MM-dd'),
    dateTo: rangeFields.dateTo.describe('yyyy-MM-dd'),
    workId: optionalText('Work Id', 18).describe('Only this partner'),
    search: search().describe('Work id or name (contains, any case)'),
  })
  .superRefine(rangeRule);
export type PartnerRangeCommand = z.output<typeof PartnerRangeCommand>;

/** A depot's day (exportPartnerReport without a range): the date defaults to today in the depot's zone. */
export const PartnerDayCommand = z.object({ depotId: rangeFields.depotId, date: optionalDay('date') });
export type PartnerDayCommand = z.output<typeof PartnerDayCommand>;

/**
 * exportPartnerReport's input: a day (PartnerDayCommand) or, when either end is given, a range (PartnerRangeCommand).
 * The fields are the two commands' own; the resolver parses the one the input is.
 */
export const PartnerExportFields = z.object({
  depotId: PartnerDayCommand.shape.depotId.describe("The depot's id."),
  date: PartnerDayCommand.shape.date.describe('A daily export: yyyy-MM-dd (default today in the depot zone)'),
  dateFrom: PartnerRangeCommand.shape.dateFrom.describe('A date-range export: yyyy-MM-dd'),
  dateTo: PartnerRangeCommand.shape.dateTo.describe("A date-range export's last day, yyyy-MM-dd (with dateFrom)."),
});

const DEPOT = ['depot', 'depotId'] as const;

/** The legacy body names the depot `depot` (or `depotId`). */
export const legacyPartnerRange = legacyFields({ depotId: DEPOT });

/**
 * The live grid (spec 5: visitType and depot required): a depot's day (default today in its zone), one kind or
 * All, and the attendee filter of api/live-visit-report (a name, contains, any case).
 */
export const LiveReportCommand = z.object({
  depotId: rangeFields.depotId.describe("The depot's id (of the caller's tenant; a DepotManager's own depot)."),
  visitType: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      text('Visit type', 20).pipe(z.enum(LIVE_VISIT_TYPES, { error: `Visit type must be one of ${LIVE_VISIT_TYPES.join(', ')}` })),
    )
    .describe('All (default), Planned, Unplanned, Regular or Partner; anything else answers BAD_USER_INPUT.'),
  date: optionalDay('Date').describe("The depot's local day, yyyy-MM-dd; default today in the depot's time zone."),
  attendee: optionalText('Attendee', 120).describe('Only attendees whose name contains this (any case)'),
});
export type LiveReportCommand = z.output<typeof LiveReportCommand>;

/** api/live-visit-report {visitType, depot|depotId, date, attendee}. */
export const legacyLiveReport = legacyFields({ depotId: DEPOT });
