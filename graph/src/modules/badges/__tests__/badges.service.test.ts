import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeBadges, makeDepot, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { Badge } from '../../attendance/badge.entity';
import { AddBadgesCommand } from '../badge.commands';

/**
 * The badge pool's rules at the service tier (issue 24): the range rules, two admins adding one range at once,
 * and which depots an actor reaches. badges.test.ts keeps the routes, the holders and the grid's events.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'badges' });
});
afterAll(async () => {
  await t.close();
});

type Staff = ReturnType<typeof staffActor>;
const count = async (depotId: string) => t.orm.em.fork().count(Badge, { depot: depotId }, { filters: false });
const add = async (a: Staff, body: Record<string, unknown>) => t.as(a).badges.add(a, parse(AddBadgesCommand, body));

describe('adding badges', () => {
  it('refuses non-numeric ranges, To below From, and ranges over 500; 500 is fine', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    for (const body of [{ badgeNumFrom: 'A', badgeNumTo: 'B' }, { badgeNumFrom: '1', badgeNumTo: '0' }, { badgeNumFrom: '1' }]) {
      expect(await failure(add(a, { depotId: depot.id, ...body }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: Messages.badgeRangeNumeric,
      });
    }
    expect((await failure(add(a, { depotId: depot.id, badgeNumFrom: '1', badgeNumTo: '501' }))).message).toBe(
      Messages.badgeRangeTooLarge(500),
    );
    expect((await failure(add(a, { depotId: depot.id }))).message).toBe('Badge number is required');
    expect(await add(a, { depotId: depot.id, badgeNumFrom: '1', badgeNumTo: '500' })).toHaveLength(500);
    expect(await count(depot.id)).toBe(500);
  });

  it('two admins adding the same range at once: exactly one succeeds, no badge twice', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const rs = await Promise.allSettled([1, 2].map(() => add(a, { depotId: depot.id, badgeNumFrom: '1', badgeNumTo: '50' })));
    expect(rs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    // The loser either saw the winner's rows (range no longer starts at the next number) or hit the unique index.
    const lost = rs.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(['BAD_USER_INPUT', 'CONFLICT']).toContain((lost.reason as { code: string }).code);
    expect(await count(depot.id)).toBe(50);
  });

  it("tenancy: another tenant's depot is NOT_FOUND ('Location not found'); a DepotManager only its own depot", async () => {
    const a = await makeWorld(t.orm);
    const b = await makeWorld(t.orm);
    const otherDepot = await makeDepot(t.orm, a.tenant);
    await makeBadges(t.orm, a.depot, ['1']);
    const stranger = staffActor(b.admin);
    const s = t.as(stranger).badges;
    expect((await failure(add(stranger, { depotId: a.depot.id, badgeNum: '9' }))).code).toBe('NOT_FOUND');
    expect((await failure(s.nextNumber(stranger, a.depot.id))).code).toBe('NOT_FOUND');
    expect((await failure(s.assignee(stranger, a.depot.id, '1'))).code).toBe('NOT_FOUND');
    expect(await failure(s.list(stranger, a.depot.id))).toEqual({ code: 'NOT_FOUND', message: 'Location not found' });
    const m = staffActor(a.manager);
    expect((await failure(add(m, { depotId: otherDepot.id, badgeNum: '9' }))).code).toBe('NOT_FOUND');
    expect((await add(m, { depotId: a.depot.id, badgeNum: '9' })).map((x) => x.number)).toEqual(['9']);
    expect(await count(otherDepot.id)).toBe(0);
  });
});
