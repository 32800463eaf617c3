import { randomUUID } from 'node:crypto';
import { parse } from '../../../core/command';
import { localDay } from '../../../core/time';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeUser, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { VisitType } from '../../attendance/visit.entity';
import { DailyVisitReportCommand, DateRangeVisitorsCommand, VisitorsSummaryCommand } from '../visitor-report.commands';
import type { VisitPage } from '../visitor-report.service';
import { visitWorld } from './support';

/**
 * The visitors report's rules at the service tier (issue 24): the empty-state messages, the range rules and the
 * days and hours of daylight-saving changes on the depot's clock. visitor-report.test.ts keeps the routes,
 * the paging of both APIs, the questionnaire and the exports.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'visitor_report' });
});
afterAll(async () => {
  await t.close();
});

const DAY = '2026-06-10';

async function world(timeZone = 'Europe/Dublin') {
  const w = await makeWorld(t.orm);
  const depot = timeZone === 'Europe/Dublin' ? w.depot : await makeDepot(t.orm, w.tenant, { timeZone });
  const actor = staffActor(w.admin);
  const reports = () => t.as(actor).visitorReports;
  return {
    ...w,
    depot,
    actor,
    daily: async (input: Record<string, unknown>) =>
      reports().daily(actor, parse(DailyVisitReportCommand, { depotId: depot.id, ...input })),
    range: async (input: Record<string, unknown>) =>
      reports().dateRange(actor, parse(DateRangeVisitorsCommand, { depotId: depot.id, ...input })),
    summary: async (dateFrom: string, dateTo: string) =>
      reports().summary(actor, parse(VisitorsSummaryCommand, { depotId: depot.id, dateFrom, dateTo })),
  };
}
const names = (p: VisitPage) => p.items.map((x) => x.visit.attendee.firstName);

describe('daily and date-range visitors reports', () => {
  it("answers the spec's empty-state messages", async () => {
    const w = await world();
    // A depot with no visits at all.
    expect(await w.daily({})).toMatchObject({ items: [], total: 0, pages: 0, message: Messages.noVisitorsYet });
    expect((await w.range({ dateFrom: DAY, dateTo: DAY })).message).toBe(Messages.noVisitorsYet);

    const v = await visitWorld(t.orm, w.depot);
    v.visit(VisitType.Planned, '2026-01-05', '10:00');
    await v.em.flush();
    expect(await w.daily({})).toMatchObject({ items: [], total: 0, message: Messages.noPlannedVisitorsToday });
    expect((await w.daily({ date: '2026-01-06' })).message).toBe(Messages.noVisitorsForDates);
    expect(await w.range({ dateFrom: '2026-02-01', dateTo: '2026-02-10' })).toMatchObject({
      items: [],
      total: 0,
      pages: 0,
      message: Messages.noVisitorsForDates,
    });
    expect((await w.range({ dateFrom: '2026-01-01', dateTo: '2026-01-31', search: 'nobody-like-this' })).message).toBe(
      Messages.noVisitorsForDates,
    );
    expect(localDay(new Date(), w.depot.timeZone)).not.toBe('2026-01-05');
  });

  it('refuses a malformed depot or an impossible date; another tenant sees a missing depot', async () => {
    const w = await world();
    expect(Object.keys((await failure(() => parse(DailyVisitReportCommand, { depotId: 'not-an-id' }))).fields!)).toContain('depotId');
    expect(await failure(() => parse(DailyVisitReportCommand, {}))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Depot is required' });
    expect((await failure(w.daily({ date: '2026-02-30' }))).code).toBe('BAD_USER_INPUT');
    const other = await world();
    expect((await failure(other.daily({ depotId: w.depot.id }))).code).toBe('NOT_FOUND');
    expect((await failure(other.daily({ depotId: randomUUID() }))).code).toBe('NOT_FOUND');
  });

  it('validates: depot, dateFrom and dateTo required; not backwards; at most 93 days; known visit types', async () => {
    const w = await world();
    const missing = await failure(() => parse(DateRangeVisitorsCommand, {}));
    expect(Object.keys(missing.fields!)).toEqual(expect.arrayContaining(['depotId', 'dateFrom', 'dateTo']));
    expect((await failure(w.range({ dateFrom: '2026-06-10', dateTo: '2026-06-01' }))).message).toBe(Messages.dateFromAfterTo);
    expect(await failure(w.range({ dateFrom: '2026-01-01', dateTo: '2026-06-30' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: Messages.dateRangeTooLong(93),
    });
    expect((await failure(w.range({ dateFrom: DAY, dateTo: DAY, visitType: 'Partner' }))).code).toBe('BAD_USER_INPUT');
  });

  it('a DepotManager of another depot of the tenant sees a missing depot', async () => {
    const w = await world();
    const elsewhere = staffActor(
      await makeUser(t.orm, { tenant: w.tenant, depot: await makeDepot(t.orm, w.tenant), role: 'DepotManager' }),
    );
    const r = t.as(elsewhere).visitorReports.daily(elsewhere, parse(DailyVisitReportCommand, { depotId: w.depot.id }));
    expect((await failure(r)).code).toBe('NOT_FOUND');
  });
});

describe('daylight-saving changes', () => {
  it('Dublin (clocks back 2026-10-25): the 25-hour day holds what happened on it, by the depot clock; the chart counts its hours', async () => {
    const w = await world();
    const v = await visitWorld(t.orm, w.depot);
    const at = (iso: string) => ({ dateOfVisit: new Date(iso) });
    const early = v.visit(VisitType.Regular, '2026-10-25', '00:30', { firstName: 'Early', ...at('2026-10-24T23:30:00Z') }); // 00:30 IST on the 25th
    const first = v.visit(VisitType.Planned, '2026-10-25', '01:30', { firstName: 'FirstOneThirty', ...at('2026-10-25T00:30:00Z') }); // 01:30 IST
    const second = v.visit(VisitType.Unplanned, '2026-10-25', '01:30', { firstName: 'SecondOneThirty', ...at('2026-10-25T01:30:00Z') }); // 01:30 GMT
    v.visit(VisitType.Unplanned, '2026-10-25', '23:30', { firstName: 'Late', ...at('2026-10-25T23:30:00Z') });
    v.visit(VisitType.Planned, '2026-10-24', '23:30', { firstName: 'DayBefore', ...at('2026-10-24T22:30:00Z') });
    v.visit(VisitType.Planned, '2026-10-26', '00:30', { firstName: 'DayAfter', ...at('2026-10-26T00:30:00Z') });
    v.checkIn(first, new Date('2026-10-25T00:30:00Z'), new Date('2026-10-25T02:00:00Z'));
    v.checkIn(second, new Date('2026-10-25T01:30:00Z'));
    v.checkIn(early, new Date('2026-10-24T23:30:00Z'));
    await v.em.flush();

    expect(names(await w.range({ dateFrom: '2026-10-25', dateTo: '2026-10-25' }))).toEqual([
      'Early',
      'FirstOneThirty',
      'SecondOneThirty',
      'Late',
    ]);
    expect(names(await w.daily({ date: '2026-10-25' }))).toEqual(['FirstOneThirty']);

    const summary = await w.summary('2026-10-24', '2026-10-26');
    expect(summary.timeZone).toBe('Europe/Dublin');
    expect(summary.days).toEqual([
      { date: '2026-10-24', planned: 1, unplanned: 0, regular: 0 },
      { date: '2026-10-25', planned: 1, unplanned: 2, regular: 1 },
      { date: '2026-10-26', planned: 1, unplanned: 0, regular: 0 },
    ]);
    expect(summary.hours).toHaveLength(24);
    expect(summary.hours.filter((h) => h.count > 0)).toEqual([
      { hour: 0, count: 1 },
      { hour: 1, count: 2 },
    ]);
  });

  it('New York (clocks forward 2026-03-08): the 23-hour day, and check-ins after the change counted in daylight time', async () => {
    const w = await world('America/New_York');
    const v = await visitWorld(t.orm, w.depot);
    const at = (iso: string) => ({ dateOfVisit: new Date(iso) });
    v.visit(VisitType.Planned, '2026-03-08', '00:30', { firstName: 'Midnight', ...at('2026-03-08T05:30:00Z') }); // 00:30 EST
    const morning = v.visit(VisitType.Unplanned, '2026-03-08', '03:30', { firstName: 'AfterChange', ...at('2026-03-08T07:30:00Z') }); // 03:30 EDT
    v.visit(VisitType.Planned, '2026-03-08', '23:30', { firstName: 'Late', ...at('2026-03-09T03:30:00Z') }); // 23:30 EDT
    v.visit(VisitType.Planned, '2026-03-09', '00:30', { firstName: 'NextDay', ...at('2026-03-09T04:30:00Z') }); // 00:30 EDT on the 9th
    v.visit(VisitType.Planned, '2026-03-07', '23:30', { firstName: 'DayBefore', ...at('2026-03-08T04:30:00Z') }); // 23:30 EST on the 7th
    v.checkIn(morning, new Date('2026-03-08T07:30:00Z'));
    await v.em.flush();

    const r = await w.range({ dateFrom: '2026-03-08', dateTo: '2026-03-08' });
    expect(r.total).toBe(3);
    expect(names(r)).toEqual(['Midnight', 'AfterChange', 'Late']);
    const summary = await w.summary('2026-03-08', '2026-03-08');
    expect(summary.days).toEqual([{ date: '2026-03-08', planned: 2, unplanned: 1, regular: 0 }]);
    expect(summary.hours.filter((h) => h.count > 0)).toEqual([{ hour: 3, count: 1 }]);
  });
});
