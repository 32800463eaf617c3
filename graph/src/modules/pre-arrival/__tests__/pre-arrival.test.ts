// Issue 38, "A visitor who arrives ready": the booking e-mail's pre-arrival link (its token's lifecycle, on a fixed
// clock), bad input, two submits at once, the kiosk's check-in by reference using what was given (and refusing the
// same check-in without it), a changed rule version, another tenant's kiosk, and erasure.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK } from '../../visits/__tests__/support';
import { AgreementVersion } from '../../agreements/agreement-version.entity';
import { Tenant } from '../../tenants/tenant.entity';
import type { SinkMessage } from '../../../test/smtp-sink';
import { anonymise } from '../../retention/anonymise';

// 08:00 in Dublin (UTC+1 in June): the visits are booked for 14:00 the same day.
const clock = fixedClock('2027-06-10T07:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(async () => {
  await s.close();
});
afterEach(() => clock.set('2027-06-10T07:00:00Z'));

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const READ = `query($token: String!) { preArrival(token: $token) { firstName lastName company tenantName depotCode language signatureRequired
  versionId versionNumber rules { key group text question } completedAt carReg answers { key answer } signed } }`;
const SUBMIT = `mutation($input: SubmitPreArrivalInput!) { submitPreArrival(input: $input) { completedAt carReg signed answers { key answer } } }`;
const VISITOR = `query($input: FetchVisitorInput!) { kioskVisitor(input: $input) { next preArrived preArrivalSigned signFlag } }`;
const CHECK_IN = `mutation($input: VisitorCheckInInput!) { visitorCheckIn(input: $input) { attendanceId name visitType } }`;
const ERASE = `mutation($input: DataSubjectInput!) { eraseDataSubject(input: $input) { kind } }`;

const answersOk = Object.entries(RULES_OK).map(([key, answer]) => ({ key, answer }));
const sql = (q: string, p: unknown[] = []) => s.orm.em.fork().getConnection().execute(q, p);

/** Books a planned visit for 14:00 today over REST and reads the pre-arrival link of its booking e-mail. */
async function book(world: Awaited<ReturnType<typeof makeWorld>>, over: Record<string, unknown> = {}) {
  const email = `${uniq('pre')}@example.test`;
  const r = await rest(s.url, 'POST', 'api/book-meeting', {
    token: tokenFor(s, world.admin),
    body: {
      FirstName: 'ada',
      LastName: 'lovelace',
      Email: email,
      Company: 'engines',
      depot: world.depot.id,
      MeetingDateTime: '2027-06-10T14:00',
      ...over,
    },
  });
  expect(r.status).toBe(201);
  const mail = await s.mail.waitFor((m: SinkMessage) => m.to.includes(email));
  const link = /\/arrive\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(link).not.toBeNull();
  return { email, visitId: r.body.id as string, reference: r.body.meetingReference as string, token: link![1], mail };
}

const submit = (token: string, versionId: string, over: Record<string, unknown> = {}) =>
  gql(s.url, SUBMIT, { input: { token, carReg: '12 d 345', versionId, answers: answersOk, signature: PNG, ...over } });

describe('the pre-arrival link of the booking e-mail', () => {
  it('opens the visit only, is answered the same for anything else, may be edited before arrival, and expires after the day', async () => {
    const world = await makeWorld(s.orm);
    const b = await book(world, { signFlag: true });
    expect(b.mail.text).toContain(`/arrive/${b.token}`);
    // Only the hash is stored.
    const links = await sql(`select token_hash from pre_arrival_link where visit_id = ?`, [b.visitId]);
    expect(links).toHaveLength(1);
    expect(links[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(links[0].token_hash).not.toContain(b.token);

    const r = await gql(s.url, READ, { token: b.token });
    expect(r.errors).toBeUndefined();
    const page = r.data.preArrival;
    expect(page).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      signatureRequired: true,
      completedAt: null,
      signed: false,
    });
    expect(page.rules.map((x: { key: string }) => x.key)).toEqual(expect.arrayContaining(['hr_1', 'hsr_1', 'or_2']));
    expect(page.rules.find((x: { key: string }) => x.key === 'hsr_1').question).toBe(true);

    // A made-up token of the right shape, a malformed one, an over-long one, one with a NUL: one answer, no visit named.
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(5000), `${b.token.slice(0, 42)}\u0000`, `${b.token}/../x`]) {
      const bad = await gql(s.url, READ, { token });
      expect(bad.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
      if (bad.errors?.[0]?.extensions?.code === 'NOT_FOUND') expect(bad.errors[0].message).toBe(Messages.preArrivalLinkInvalid);
      expect(JSON.stringify(bad)).not.toContain('Lovelace');
    }

    // Completed, then opened and edited again before arrival (the second submit replaces the first).
    const first = await submit(b.token, page.versionId);
    expect(first.errors).toBeUndefined();
    expect(first.data.submitPreArrival).toMatchObject({ carReg: '12D345', signed: true });
    const again = await gql(s.url, READ, { token: b.token });
    expect(again.data.preArrival.carReg).toBe('12D345');
    expect(again.data.preArrival.completedAt).not.toBeNull();
    // An edit that sends no new signature keeps the one given.
    const edited = await submit(b.token, page.versionId, { carReg: '99 x 1', signature: null });
    expect(edited.data.submitPreArrival).toMatchObject({ carReg: '99X1', signed: true });
    expect(await sql(`select car_reg from pre_arrival where visit_id = ?`, [b.visitId])).toEqual([{ car_reg: '99X1' }]);

    // Until the end of the visit's day in the depot's zone (23:00Z in Dublin's summer), then the one answer.
    clock.set('2027-06-10T22:59:00Z');
    expect((await gql(s.url, READ, { token: b.token })).errors).toBeUndefined();
    clock.set('2027-06-10T23:00:00Z');
    const late = await gql(s.url, READ, { token: b.token });
    expect(late.errors?.[0]).toMatchObject({ message: Messages.preArrivalLinkInvalid, extensions: { code: 'NOT_FOUND' } });
    const lateSubmit = await submit(b.token, page.versionId, { carReg: 'LATE1' });
    expect(lateSubmit.errors?.[0]).toMatchObject({ message: Messages.preArrivalLinkInvalid, extensions: { code: 'NOT_FOUND' } });
    expect(await sql(`select car_reg from pre_arrival where visit_id = ?`, [b.visitId])).toEqual([{ car_reg: '99X1' }]);
  });

  it('refuses bad input with a 4xx from the catalogue and writes nothing; two submits at once make one row', async () => {
    const world = await makeWorld(s.orm);
    const b = await book(world, { signFlag: true });
    const { versionId } = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    const refused = async (over: Record<string, unknown>, message: string | RegExp, code = 'BAD_USER_INPUT') => {
      const r = await submit(b.token, versionId, over);
      expect(r.errors?.[0]?.extensions?.code).toBe(code);
      expect(r.errors?.[0]?.message).toMatch(message);
    };
    const without = (k: string) => answersOk.filter((a) => a.key !== k);
    await refused({ answers: without('hr_1') }, Messages.houseRulesRequired);
    await refused({ answers: [...without('hsr_2'), { key: 'hsr_2', answer: 'yes' }] }, Messages.healthAnswerRefused);
    await refused({ answers: without('or_2') }, Messages.healthAndSafetyRequired);
    await refused({ carReg: 'A'.repeat(40) }, /too long/);
    await refused({ carReg: 'AB\u00001' }, /control characters|NUL|null/i);
    await refused({ carReg: '' }, /Car registration is required/);
    await refused({ answers: [...without('hr_1'), { key: 'hr_1', answer: 'y'.repeat(41) }] }, /too long/);
    await refused({ answers: [...answersOk, { key: 'zz_9', answer: 'yes' }] }, /Unknown rule/);
    await refused({ signature: null }, /Signature is required/);
    await refused({ signature: Buffer.from('not a png').toString('base64') }, Messages.signatureNotPng);
    await refused({ versionId: 'nope' }, /versionId/);
    await refused({ versionId: '00000000-0000-4000-8000-000000000999' }, Messages.preArrivalRulesChanged, 'CONFLICT');
    expect(await sql(`select 1 from pre_arrival where visit_id = ?`, [b.visitId])).toEqual([]);

    const both = await Promise.all([submit(b.token, versionId, { carReg: 'ONE1' }), submit(b.token, versionId, { carReg: 'TWO2' })]);
    for (const r of both) expect(r.errors).toBeUndefined();
    const rows = await sql(`select car_reg from pre_arrival where visit_id = ?`, [b.visitId]);
    expect(rows).toHaveLength(1);
    expect(['ONE1', 'TWO2']).toContain(rows[0].car_reg);
  });
});

describe('the kiosk check-in by reference after the pre-arrival page', () => {
  it('uses the details, answers, version and signature given; the server, not the client, decides; after it the link says the visit started', async () => {
    const world = await makeWorld(s.orm);
    const b = await book(world, { signFlag: true });
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    const kioskInput = { depotId: world.depot.id, meetingRef: b.reference };

    // Before the page: the kiosk asks everything, and a check-in without answers is refused (no skipping by the client).
    expect((await gql(s.url, VISITOR, { input: kioskInput })).data.kioskVisitor).toMatchObject({ next: 'PLANNED_FORM', preArrived: false });
    const skip = await gql(s.url, CHECK_IN, { input: { depotId: world.depot.id, visitorRef: b.reference, carReg: '12D345' } });
    expect(skip.errors?.[0]).toMatchObject({ message: Messages.houseRulesRequired, extensions: { code: 'BAD_USER_INPUT' } });
    const skipNoCar = await gql(s.url, CHECK_IN, { input: { depotId: world.depot.id, visitorRef: b.reference } });
    expect(skipNoCar.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await sql(`select 1 from attendance where visit_id = ?`, [b.visitId])).toEqual([]);

    expect((await submit(b.token, page.versionId)).errors).toBeUndefined();
    expect((await gql(s.url, VISITOR, { input: kioskInput })).data.kioskVisitor).toMatchObject({
      next: 'PLANNED_FORM',
      preArrived: true,
      preArrivalSigned: true,
    });

    // Another tenant's kiosk with this reference: not this visit (and none of its pre-arrival).
    const other = await makeWorld(s.orm);
    const foreign = await gql(s.url, CHECK_IN, { input: { depotId: other.depot.id, visitorRef: b.reference } });
    expect(foreign.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|NOT_FOUND/);
    expect(await sql(`select 1 from attendance where visit_id = ?`, [b.visitId])).toEqual([]);

    // The kiosk sends no answers, no car registration, no signature: the server uses the pre-arrival's.
    const done = await gql(s.url, CHECK_IN, { input: { depotId: world.depot.id, visitorRef: b.reference, language: 'en' } });
    expect(done.errors).toBeUndefined();
    expect(done.data.visitorCheckIn).toMatchObject({ name: 'Ada Lovelace', visitType: 'Planned' });
    const [a] = await sql(
      `select a.car_reg, a.rule_answers, a.agreement_version_id, (select count(*)::int from signature g where g.attendance_id = a.id) as signatures
         from attendance a where a.visit_id = ?`,
      [b.visitId],
    );
    expect(a).toMatchObject({ car_reg: '12D345', agreement_version_id: page.versionId, signatures: 1 });
    expect(a.rule_answers).toMatchObject(RULES_OK);
    // What the page stored now lives in the attendance only.
    expect(await sql(`select 1 from pre_arrival where visit_id = ?`, [b.visitId])).toEqual([]);
    const started = await gql(s.url, READ, { token: b.token });
    expect(started.errors?.[0]).toMatchObject({ message: Messages.preArrivalVisitStarted, extensions: { code: 'CONFLICT' } });
    const startedSubmit = await submit(b.token, page.versionId);
    expect(startedSubmit.errors?.[0]).toMatchObject({ message: Messages.preArrivalVisitStarted, extensions: { code: 'CONFLICT' } });
  });

  it('asks again when the tenant saved new rules after the page; a cancelled visit answers the invalid link', async () => {
    const world = await makeWorld(s.orm);
    const b = await book(world);
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect((await submit(b.token, page.versionId, { signature: null })).errors).toBeUndefined();
    const em = s.orm.em.fork();
    em.create(AgreementVersion, {
      tenant: em.getReference(Tenant, world.tenant.id),
      kind: 'rules',
      number: 50,
      words: { ...Object.fromEntries(page.rules.map((r: { key: string; text: string }) => [r.key, r.text])), hr_1: 'New words' },
      askAgain: false,
    });
    await em.flush();
    const input = { depotId: world.depot.id, meetingRef: b.reference };
    expect((await gql(s.url, VISITOR, { input })).data.kioskVisitor.preArrived).toBe(false);
    const r = await gql(s.url, CHECK_IN, { input: { depotId: world.depot.id, visitorRef: b.reference } });
    expect(r.errors?.[0]).toMatchObject({ message: Messages.agreementMustAccept, extensions: { code: 'BAD_USER_INPUT' } });
    // The page shows the new version; sent again with it, the kiosk may skip again.
    const fresh = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect(fresh.versionNumber).toBe(50);
    expect(fresh.rules.find((x: { key: string }) => x.key === 'hr_1').text).toBe('New words');
    expect((await submit(b.token, fresh.versionId, { signature: null })).errors).toBeUndefined();
    expect((await gql(s.url, VISITOR, { input })).data.kioskVisitor.preArrived).toBe(true);

    const c = await book(world);
    await sql(`update visit set cancelled_at = now() where id = ?`, [c.visitId]);
    expect((await gql(s.url, READ, { token: c.token })).errors?.[0]).toMatchObject({ message: Messages.preArrivalLinkInvalid });
  });

  it('erasure deletes what the page stored, and the link stops working', async () => {
    const world = await makeWorld(s.orm);
    const b = await book(world, { signFlag: true });
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect((await submit(b.token, page.versionId)).errors).toBeUndefined();
    const erased = await gql(s.url, ERASE, { input: { email: b.email } }, tokenFor(s, world.admin));
    expect(erased.errors).toBeUndefined();
    expect(await sql(`select 1 from pre_arrival where visit_id = ?`, [b.visitId])).toEqual([]);
    expect(await sql(`select 1 from pre_arrival_link where visit_id = ?`, [b.visitId])).toEqual([]);
    expect((await gql(s.url, READ, { token: b.token })).errors?.[0]).toMatchObject({ message: Messages.preArrivalLinkInvalid });
  });

  it('retention past the cut-off deletes a pre-arrival never used (with its visit day), and keeps a later one', async () => {
    const world = await makeWorld(s.orm);
    const b = await book(world);
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect((await submit(b.token, page.versionId, { signature: null })).errors).toBeUndefined();
    const run = (q: string, p: unknown[]) => sql(q, p) as Promise<Record<string, unknown>[]>;
    const before = await anonymise(
      run,
      { kind: 'cutoff', tenantId: world.tenant.id, cutoff: new Date('2027-06-10T12:00:00Z') },
      new Date(),
    );
    expect(before.preArrivals).toBe(0);
    expect(await sql(`select 1 from pre_arrival where visit_id = ?`, [b.visitId])).toHaveLength(1);
    const after = await anonymise(run, { kind: 'cutoff', tenantId: world.tenant.id, cutoff: new Date('2027-06-11T00:00:00Z') }, new Date());
    expect(after.preArrivals).toBe(1);
    expect(await sql(`select 1 from pre_arrival where visit_id = ?`, [b.visitId])).toEqual([]);
    expect(await sql(`select 1 from pre_arrival_link where visit_id = ?`, [b.visitId])).toEqual([]);
  });
});
