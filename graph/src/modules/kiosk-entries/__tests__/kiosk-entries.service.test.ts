import { randomUUID } from 'node:crypto';
import { ANONYMOUS } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makePartner, makeWorld } from '../../../test/factories';
import { failure, serviceTier } from '../../../test/service-tier';
import { ago, heldEntry, heldWalkIn } from './support';
import { UnplannedCheckInCommand } from '../../visits/visit-kiosk.commands';
import { ClockInCommand } from '../../partners/partner.commands';

/**
 * The held kiosk entries' limits at the service tier (issue 24): a device time in the future or older than 24
 * hours, an entry id reused for another kind and a malformed entry are refused, storing nothing.
 * kiosk-entries.test.ts keeps the replays, the races, the reports and the staff list.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'kiosk_entries' });
});
afterAll(async () => {
  await t.close();
});

const device = randomUUID();
const entry = (occurredAt: Date, entryId = randomUUID()) => heldEntry(device, occurredAt, entryId);
const walkIn = async (depotId: string, e: object) =>
  t.as(ANONYMOUS).visitCheckIn.unplannedCheckIn(ANONYMOUS, parse(UnplannedCheckInCommand, heldWalkIn(depotId, e)));
const n = async (sql: string, params: unknown[]) => (await t.orm.em.fork().getConnection().execute(sql, params))[0].n as number;

describe('held kiosk entries', () => {
  it('refuses a device time in the future or older than 24 hours, an entry id used for another kind, and a bad entry, storing nothing', async () => {
    const { depot } = await makeWorld(t.orm);
    expect((await failure(walkIn(depot.id, entry(new Date(Date.now() + 30 * 60_000))))).message).toBe(Messages.kioskEntryInFuture);
    expect((await failure(walkIn(depot.id, entry(ago(25 * 60))))).message).toBe(Messages.kioskEntryTooOld(24));
    const bad = await failure(walkIn(depot.id, { entryId: 'x', deviceId: device, occurredAt: 'yesterday' }));
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.fields).toMatchObject({ 'entry.entryId': ['entryId is not a valid id'] });
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(0);
    const e = entry(ago(1));
    await walkIn(depot.id, e);
    const p = await makePartner(t.orm, depot);
    const reused = await failure(
      (async () =>
        t.as(ANONYMOUS).partnerKiosk.clockIn(ANONYMOUS, parse(ClockInCommand, { depotId: depot.id, workId: p.workId, entry: e })))(),
    );
    expect(reused.message).toBe(Messages.kioskEntryOtherKind);
    expect(await n(`select count(*)::int as n from attendance where partner_id = ?`, [p.id])).toBe(0);
  });
});
