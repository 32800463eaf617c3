import type { Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { serviceKiosk } from '../../visits/__tests__/support';
import { EvacuationIdCommand, MarkEvacueeCommand } from '../evacuation.commands';
import { DepotPresenceCommand } from '../presence.commands';

/**
 * Evacuation roll-call (issue 23) at the service tier (issue 24): every refusal (another tenant, another depot, a
 * marshal starting or ending, a malformed id) is clear and writes nothing. evacuation.test.ts keeps the roll-call over
 * GraphQL on two replicas with its sockets, e-mails and export.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'evacuation' });
});
afterAll(async () => {
  await t.close();
});

const { walkIn } = serviceKiosk(() => t);
const start = (actor: Actor, depotId: unknown) => t.as(actor).evacuations.start(actor, parse(DepotPresenceCommand, { depotId }));
const mark = (actor: Actor, entryId: unknown, safe?: boolean) =>
  t.as(actor).evacuations.mark(actor, parse(MarkEvacueeCommand, { entryId, safe }));
const end = (actor: Actor, id: unknown) => t.as(actor).evacuations.end(actor, parse(EvacuationIdCommand, { evacuationId: id }));
const get = (actor: Actor, id: unknown) => t.as(actor).evacuations.get(actor, parse(EvacuationIdCommand, { evacuationId: id }));
const outboxOf = async (evacuationId: string) =>
  (await t.orm.em.fork().find(OutboxEvent, { name: 'evacuation-notification' }, { filters: false })).filter(
    (o) => (o.payload as { evacuationId: string }).evacuationId === evacuationId,
  );

describe('evacuation roll-call', () => {
  it('refuses another tenant, another depot, a marshal starting or ending, and bad ids, writing nothing', async () => {
    const a = await makeWorld(t.orm);
    const b = await makeWorld(t.orm);
    await walkIn(a.depot.id, { email: `${uniq('r')}@example.test` });
    const ev = await start(staffActor(a.manager), a.depot.id);
    const entry = ev.entries[0].entryId;
    // Another tenant: every call answers as if the roll-call did not exist.
    for (const user of [b.admin, b.manager]) {
      const intruder = staffActor(user);
      expect((await failure(mark(intruder, entry))).message).toBe('Person not found');
      expect((await failure(get(intruder, ev.id))).message).toBe('Evacuation not found');
      expect((await failure(end(intruder, ev.id))).message).toBe('Evacuation not found');
      expect((await failure(start(intruder, a.depot.id))).message).toBe('Location not found');
    }
    // Another depot of the same tenant: its DepotManager and staff do not see this one.
    const elsewhere = await makeDepot(t.orm, a.tenant);
    const otherManager = staffActor(await makeUser(t.orm, { tenant: a.tenant, depot: elsewhere, role: 'DepotManager' }));
    expect((await failure(mark(otherManager, entry))).message).toBe('Person not found');
    expect((await failure(end(otherManager, ev.id))).message).toBe('Evacuation not found');
    // A marshal of the depot (a role below DepotManager) marks but neither starts nor ends.
    const marshal = staffActor(await makeUser(t.orm, { tenant: a.tenant, depot: a.depot, role: 'Security' }));
    expect((await failure(start(marshal, a.depot.id))).code).toBe('FORBIDDEN');
    expect((await failure(end(marshal, ev.id))).code).toBe('FORBIDDEN');
    // Malformed ids: a clear BAD_USER_INPUT naming the field.
    const admin = staffActor(a.admin);
    for (const call of [
      () => mark(admin, 'not-an-id'),
      () => end(admin, '1; drop table evacuation'),
      () => get(admin, ''),
      () => start(admin, 'x'),
    ]) {
      expect((await failure(call)).code).toBe('BAD_USER_INPUT');
    }
    // Nothing was written by any refusal: still open, nobody marked, one start e-mail.
    expect(await get(admin, ev.id)).toMatchObject({ open: true, safe: 0, missing: 1 });
    expect((await outboxOf(ev.id)).length).toBe(1);
    expect((await mark(marshal, entry)).status).toBe('SAFE');
    await end(admin, ev.id);
  });
});
