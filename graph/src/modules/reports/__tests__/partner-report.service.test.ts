import { parse } from '../../../core/command';
import { localDay } from '../../../core/time';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeWorld } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import { legacyPartnerRange, PartnerRangeCommand } from '../report.commands';
import { partnerWorld } from './support';

/**
 * The partner reports' empty states (spec 8.3) at the service tier (issue 24). partner-report.test.ts keeps the
 * rows and hours of both APIs, the range rules as REST answers them and the exports.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'partner_report' });
});
afterAll(async () => {
  await t.close();
});

describe('partner reports', () => {
  it("answers the spec's empty-state messages", async () => {
    const w = await makeWorld(t.orm);
    const p = await partnerWorld(t.orm, w.depot);
    const plain = p.partner(2, { name: 'Sean Murphy', organisation: '@Agency' });
    p.attend(plain, '2026-06-10', '08:16', '12:16');
    await p.em.flush();
    const elsewhere = await makeDepot(t.orm, w.tenant);
    const a = staffActor(w.admin);
    const reports = t.as(a).partnerReports;
    const range = async (body: Record<string, unknown>) =>
      reports.dateRange(a, parse(PartnerRangeCommand, legacyPartnerRange.decode(body), legacyPartnerRange.names(body)));
    expect(await reports.daily(a, w.depot.id, '2026-06-01')).toMatchObject({ rows: [], message: Messages.noPartnersClockedIn });
    const today = localDay(new Date(), w.depot.timeZone);
    expect(await reports.daily(a, elsewhere.id, today)).toMatchObject({ rows: [], message: Messages.noPartnersToday });
    expect(await range({ depot: elsewhere.id, dateFrom: '2026-06-01', dateTo: '2026-06-30' })).toMatchObject({
      rows: [],
      message: Messages.noPartnersClockedIn,
    });
    expect(await range({ depot: w.depot.id, dateFrom: '2026-07-01', dateTo: '2026-07-02', workId: plain.workId })).toMatchObject({
      rows: [],
      message: Messages.noClockedInFor('Sean Murphy'),
    });
  });
});
