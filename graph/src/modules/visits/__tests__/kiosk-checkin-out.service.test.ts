import { ANONYMOUS } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeBadges, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier } from '../../../test/service-tier';
import { CheckOutCommand, legacyQrCheckOut } from '../visit-kiosk.commands';
import { serviceKiosk } from './support';

/**
 * The kiosk's badge rules and races at the service tier (issue 24), with the legacy kiosk's bodies decoded as its
 * REST rows decode them: a badge the visit asks for, a badge in use, one reference or one badge taken twice at
 * once. kiosk-checkin-out.test.ts keeps the sign-out routes, staff checkout, signatures, the grid and reasons.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'kiosk_checkin_out' });
});
afterAll(async () => {
  await t.close();
});

const { checkIn, walkIn } = serviceKiosk(() => t);
const count = async (sql: string, params: unknown[]) => (await t.orm.em.fork().getConnection().execute(sql, params))[0].n as number;

describe('check-in with a badge', () => {
  it('a planned visit with badgeNumFlag needs a badge of the depot pool; the answer carries it; a badge in use is a CONFLICT', async () => {
    const { depot } = await makeWorld(t.orm);
    await makeBadges(t.orm, depot, ['7', 'A12']);
    const visit = await makeVisit(t.orm, depot, { badgeNumFlag: true });
    expect(await failure(checkIn(depot.id, visit.meetingReference!))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Badge number is required',
    });
    expect((await failure(checkIn(depot.id, visit.meetingReference!, { depotBadgeNum: '99' }))).message).toBe(Messages.badgeUnknown('99'));
    const r = await checkIn(depot.id, visit.meetingReference!, { depotBadgeNum: 'a12' });
    expect(r).toMatchObject({ badgeNumber: 'A12', name: 'Ada Byrne', visitType: 'Planned' });
    expect(await failure(walkIn(depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: 'A12' }))).toMatchObject({
      code: 'CONFLICT',
      message: Messages.badgeInUse,
    });
  });
});

describe('races', () => {
  it('the same reference checked in from two kiosks at once: one lands, one "Reference Number already used", one attendance', async () => {
    const { depot } = await makeWorld(t.orm);
    for (let round = 0; round < 3; round++) {
      const visit = await makeVisit(t.orm, depot);
      const rs = await Promise.allSettled([checkIn(depot.id, visit.meetingReference!), checkIn(depot.id, visit.meetingReference!)]);
      expect(rs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = (rs.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as { code: string; message: string };
      expect(lost).toMatchObject({ code: 'CONFLICT', message: Messages.referenceAlreadyUsed });
      expect(await count('select count(*)::int as n from attendance where visit_id = ?', [visit.id])).toBe(1);
      const out = { meetingReference: visit.meetingReference, depotId: depot.id };
      await t.as(ANONYMOUS).visitCheckOut.checkOut(ANONYMOUS, parse(CheckOutCommand, legacyQrCheckOut(out)));
    }
  });

  it('the same badge taken by two walk-ins at once: one winner, the loser leaves no visit, attendee or attendance', async () => {
    const { depot } = await makeWorld(t.orm);
    await makeBadges(t.orm, depot, ['55']);
    const emails = [`${uniq('x')}@example.test`, `${uniq('y')}@example.test`];
    const rs = await Promise.allSettled(emails.map((email) => walkIn(depot.id, { email, depotBadgeNum: '55' })));
    expect(rs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loser = rs.findIndex((r) => r.status === 'rejected');
    expect(((rs[loser] as PromiseRejectedResult).reason as Error).message).toBe(Messages.badgeInUse);
    expect(await count('select count(*)::int as n from attendee where email = ?', [emails[loser]])).toBe(0);
    expect(await count(`select count(*)::int as n from visit where depot_id = ? and visit_type = 'Unplanned'`, [depot.id])).toBe(1);
    expect(await count('select count(*)::int as n from attendance where depot_id = ?', [depot.id])).toBe(1);
  });
});
