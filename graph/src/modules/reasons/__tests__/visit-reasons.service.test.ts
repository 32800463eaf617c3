import { ANONYMOUS } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeUser, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { VisitReason } from '../visit-reason.entity';
import { AddVisitReasonCommand, RenameVisitReasonCommand, VisitReasonIdCommand, VisitReasonListCommand } from '../visit-reason.commands';

/**
 * Visit reasons' rules (issue 23) at the service tier (issue 24): the text's rules and its uniqueness in any case,
 * the first visit's copy of the global list and two adds at once, and who may change whose list.
 * visit-reasons.test.ts keeps the GraphQL operations and what the kiosk offers.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'visit_reasons' });
});
afterAll(async () => {
  await t.close();
});

const GLOBAL = ['Meeting', 'Interview', 'Delivery', 'Collection', 'Maintenance', 'Contractor work', 'Inspection', 'Other'];
type Staff = ReturnType<typeof staffActor>;
const reasons = (a: Staff) => t.as(a).visitReasons;
const list = async (a: Staff, tenantId?: string) =>
  (await reasons(a).list(a, parse(VisitReasonListCommand, { tenantId }))).map((r) => ({ id: r.reason.id, text: r.reason.text }));
const add = async (a: Staff, input: Record<string, unknown>) => reasons(a).add(a, parse(AddVisitReasonCommand, input));
const rename = async (a: Staff, input: Record<string, unknown>) => reasons(a).rename(a, parse(RenameVisitReasonCommand, input));
const byId = (id: string) => parse(VisitReasonIdCommand, { id });
const countRows = (tenantId: string) => t.orm.em.fork().count(VisitReason, { tenant: tenantId }, { filters: false });
const offered = (tenantId: string) => t.as(ANONYMOUS).visitReasons.offered(tenantId);

describe('visit reasons per tenant', () => {
  it('refuses a blank, too long or duplicate (any case) reason with a clear message, writing nothing', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    await list(a);
    const before = await countRows(tenant.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: '   ' }, 'Reason is required', 'BAD_USER_INPUT'],
      [{ text: 'x'.repeat(121) }, 'Reason is too long (at most 120 characters)', 'BAD_USER_INPUT'],
      [{ text: 'meeting' }, Messages.reasonTaken('meeting'), 'CONFLICT'],
    ];
    for (const [input, message, code] of cases) expect(await failure(add(a, input))).toMatchObject({ message, code });
    const rows = await list(a);
    const interview = rows.find((r) => r.text === 'Interview')!;
    expect(await failure(rename(a, { id: interview.id, text: 'MEETING' }))).toMatchObject({
      message: Messages.reasonTaken('MEETING'),
      code: 'CONFLICT',
    });
    expect(await countRows(tenant.id)).toBe(before);
    expect((await list(a)).map((r) => r.text)).toEqual(GLOBAL);
    // A retired text may be added again; restoring the retired one then is a CONFLICT.
    const meeting = rows.find((r) => r.text === 'Meeting')!;
    await reasons(a).retire(a, byId(meeting.id));
    await add(a, { text: 'Meeting' });
    expect(await failure(reasons(a).restore(a, byId(meeting.id)))).toMatchObject({
      message: Messages.reasonTaken('Meeting'),
      code: 'CONFLICT',
    });
  });

  it('two first visits at once copy the global list once; two adds of one text at once: one wins', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    await Promise.all([list(a), list(a), list(a)]);
    expect(await countRows(tenant.id)).toBe(GLOBAL.length);
    const rs = await Promise.allSettled([0, 1].map(() => add(a, { text: 'Racing' })));
    expect(rs.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok')).sort()).toEqual(['CONFLICT', 'ok']);
    expect(await countRows(tenant.id)).toBe(GLOBAL.length + 1);
  });

  it('a DepotManager reads only; another tenant answers like a missing one; SuperAdmin names the tenant', async () => {
    const wa = await makeWorld(t.orm);
    const wb = await makeWorld(t.orm);
    const adminA = staffActor(wa.admin);
    const adminB = staffActor(wb.admin);
    const mine = await list(adminA);
    const m = staffActor(wa.manager);
    expect((await list(m)).map((r) => r.text)).toEqual(GLOBAL);
    expect((await failure(add(m, { text: 'Nope' }))).code).toBe('FORBIDDEN');
    expect((await failure(reasons(m).retire(m, byId(mine[0].id)))).code).toBe('FORBIDDEN');
    for (const op of ['retire', 'restore', 'remove'] as const) {
      expect(await failure(reasons(adminB)[op](adminB, byId(mine[0].id)))).toEqual({ code: 'NOT_FOUND', message: 'Reason not found' });
    }
    expect((await failure(rename(adminB, { id: mine[0].id, text: 'Hijack' }))).code).toBe('NOT_FOUND');
    expect((await failure(list(adminB, wa.tenant.id))).code).toBe('NOT_FOUND');
    expect(await offered(wa.tenant.id)).toEqual(GLOBAL);
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    expect((await failure(add(root, { text: 'Root added' }))).message).toBe('Tenant not found');
    await add(root, { text: 'Root added', tenantId: wb.tenant.id });
    expect(await offered(wb.tenant.id)).toEqual([...GLOBAL, 'Root added']);
    expect(await offered(wa.tenant.id)).toEqual(GLOBAL);
    // A global row is nobody's to change.
    const global = await t.orm.em.fork().findOneOrFail(VisitReason, { tenant: null, text: 'Meeting' }, { filters: false });
    expect((await failure(reasons(root).retire(root, byId(global.id)))).code).toBe('NOT_FOUND');
    expect((await failure(reasons(adminA).retire(adminA, byId(global.id)))).code).toBe('NOT_FOUND');
    expect((await failure(t.as(ANONYMOUS).visitReasons.list(ANONYMOUS, parse(VisitReasonListCommand, {})))).code).toBe('UNAUTHENTICATED');
    const custom = staffActor(await makeUser(t.orm, { tenant: wa.tenant, depot: wa.depot, role: 'Gatekeeper' }));
    expect((await failure(add(custom, { text: 'x' }))).code).toBe('FORBIDDEN');
  });
});
