// Issue 38: agreements with versions. Every save of a tenant's kiosk texts keeps the words it changed as an immutable,
// audited version; sign-ins record the version they accepted; the questionnaire reads the words accepted then; "ask
// again" asks a regular visitor and a partner once; another tenant's versions are refused.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makePartner, makeRegularVisitor, makeWorld, uniq } from '../../../test/factories';
import { freshDatabase } from '../../../test/database';
import { Messages } from '../../../contracts/messages';
import { DEFAULT_CONTRACTOR_RULES, RULE_QUESTIONS } from '../../../contracts/rule-questions';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK, walkIn } from '../../visits/__tests__/support';
import { DEFAULT_CONTRACTOR_VERSION_ID, DEFAULT_RULES_VERSION_ID } from '../agreement-words';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('agreements'), worker: false });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);

const SAVE = 'mutation($input: SaveKioskTextsInput!) { saveKioskTexts(input: $input) { tenantId } }';
const VERSIONS = `query($t: ID, $k: String) { agreementVersions(tenantId: $t, kind: $k) {
  id kind number savedAt savedByName askAgain isDefault words { key text } } }`;
const VERSION = 'query($id: ID!) { agreementVersion(id: $id) { id number words { key text } } }';
const QUESTIONNAIRE = `query($v: ID!) { visitQuestionnaire(visitId: $v) {
  agreementVersionId agreementVersionNumber agreementSavedAt answers { key question answer } } }`;
const KIOSK_VISITOR = 'query($i: FetchVisitorInput!) { kioskVisitor(input: $i) { next askAgain } }';
const CHECK_IN = 'mutation($i: VisitorCheckInInput!) { visitorCheckIn(input: $i) { attendanceId } }';
const KIOSK_PARTNER = 'query($d: ID!, $w: String!) { kioskPartner(depotId: $d, workId: $w) { next askAgain } }';
const CLOCK_IN = 'mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId } }';

type Version = {
  id: string;
  kind: string;
  number: number;
  savedAt: string;
  savedByName: string | null;
  askAgain: boolean;
  isDefault: boolean;
  words: { key: string; text: string }[];
};

const save = async (token: string, hr1: string, opts: { contractor?: string[]; askAgain?: boolean } = {}) => {
  const r = await gql(
    s.url,
    SAVE,
    { input: { texts: [{ key: 'hr_1', text: hr1 }], contractorRules: opts.contractor ?? [], askAgain: opts.askAgain } },
    token,
  );
  expect(r.errors).toBeUndefined();
};
const versions = async (token: string, kind?: string): Promise<Version[]> => {
  const r = await gql(s.url, VERSIONS, { k: kind }, token);
  expect(r.errors).toBeUndefined();
  return r.data.agreementVersions;
};
const closeOpen = (personKeyLike: string) =>
  q(`update attendance set checked_out_at = now() where person_key like ? and checked_out_at is null`, [personKeyLike]);

describe('agreement versions', () => {
  it('every save that changes words keeps a new immutable, audited version; the defaults are version 0', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    // Before any save: only the built-in defaults.
    const before = await versions(token);
    expect(before.map((v) => [v.kind, v.number, v.isDefault])).toEqual([
      ['rules', 0, true],
      ['contractor', 0, true],
    ]);
    expect(before[0].id).toBe(DEFAULT_RULES_VERSION_ID);
    expect(before[1].words.map((x) => x.text)).toEqual(DEFAULT_CONTRACTOR_RULES);
    expect(before[0].words.find((x) => x.key === 'hr_2')?.text).toBe(RULE_QUESTIONS.hr_2.text);

    await save(token, 'Badge on, always.');
    let all = await versions(token);
    expect(all.filter((v) => !v.isDefault).map((v) => [v.kind, v.number])).toEqual([
      ['rules', 1],
      ['contractor', 1],
    ]);
    expect(all[0].savedByName).toBe(w.admin.username);
    expect(all[0].words.find((x) => x.key === 'hr_1')?.text).toBe('Badge on, always.');

    // Only the rules changed: a rules version 2, the contractor rules keep version 1.
    await save(token, 'Badge on, always, visible.');
    all = await versions(token);
    expect(all.filter((v) => !v.isDefault).map((v) => [v.kind, v.number])).toEqual([
      ['rules', 2],
      ['rules', 1],
      ['contractor', 1],
    ]);
    // The old version still holds the old words.
    const v1 = all.find((v) => v.kind === 'rules' && v.number === 1)!;
    const read = await gql(s.url, VERSION, { id: v1.id }, token);
    expect(read.data.agreementVersion.words.find((x: { key: string }) => x.key === 'hr_1').text).toBe('Badge on, always.');

    // Immutable in the database; every version written is in the audit trail with the save's action.
    await expect(q(`update agreement_version set words = '{}'::jsonb where id = ?`, [v1.id])).rejects.toThrow(/immutable/);
    const audited = await q<{ action: string; actor_username: string }>(
      // One row per staff action (the trail's rule): the version is its target, or one of its parts.
      `select action, actor_username from audit_log
        where (target_type = 'agreement_version' and target_id = ?) or changes::text like '%agreement_version[' || ? || ']%'`,
      [v1.id, v1.id],
    );
    expect(audited).toEqual([expect.objectContaining({ action: 'settings.kiosk-texts', actor_username: w.admin.username })]);

    // Bad input writes nothing: an empty contractor rule is a clear 4xx, and no version is added.
    const bad = await gql(s.url, SAVE, { input: { texts: [{ key: 'hr_1', text: 'Other' }], contractorRules: ['  '] } }, token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await versions(token)).length).toBe(all.length);
  });

  it('edit a rule after a visit: the old visit still reads the old words with the old date; a new visit the new ones', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    await save(token, 'Old words: wear the badge.');
    const [v1] = await versions(token, 'rules');
    const email = `${uniq('old')}@example.test`;
    expect((await walkIn(s, w.depot.id, { email })).status).toBe(200);
    const [old] = await q<{ visit_id: string; agreement_version_id: string }>(
      `select a.visit_id, a.agreement_version_id from attendance a join attendee p on p.id = a.attendee_id where p.email = ?`,
      [email],
    );
    expect(old.agreement_version_id).toBe(v1.id);

    await new Promise((r) => setTimeout(r, 20));
    await save(token, 'New words: wear the badge on your chest.');
    const readOld = await gql(s.url, QUESTIONNAIRE, { v: old.visit_id }, token);
    expect(readOld.errors).toBeUndefined();
    const qOld = readOld.data.visitQuestionnaire;
    expect(qOld.agreementVersionNumber).toBe(1);
    expect(qOld.agreementVersionId).toBe(v1.id);
    expect(new Date(qOld.agreementSavedAt).toISOString()).toBe(new Date(v1.savedAt).toISOString());
    expect(qOld.answers.find((a: { key: string }) => a.key === 'hr_1')).toEqual({
      key: 'hr_1',
      question: 'Old words: wear the badge.',
      answer: 'Accepted',
    });

    const email2 = `${uniq('new')}@example.test`;
    expect((await walkIn(s, w.depot.id, { email: email2 })).status).toBe(200);
    const [fresh] = await q<{ visit_id: string }>(
      `select a.visit_id from attendance a join attendee p on p.id = a.attendee_id where p.email = ?`,
      [email2],
    );
    const qNew = (await gql(s.url, QUESTIONNAIRE, { v: fresh.visit_id }, token)).data.visitQuestionnaire;
    expect(qNew.agreementVersionNumber).toBe(2);
    expect(qNew.answers.find((a: { key: string }) => a.key === 'hr_1').question).toBe('New words: wear the badge on your chest.');
  });

  it('a sign-in of a tenant that never saved texts records the built-in defaults', async () => {
    const w = await makeWorld(s.orm);
    const email = `${uniq('d')}@example.test`;
    expect((await walkIn(s, w.depot.id, { email })).status).toBe(200);
    const [row] = await q(`select a.agreement_version_id from attendance a join attendee p on p.id = a.attendee_id where p.email = ?`, [
      email,
    ]);
    expect(row.agreement_version_id).toBe(DEFAULT_RULES_VERSION_ID);
  });

  it('"ask again" asks a regular visitor once: a quick sign-in is refused until the new rules are accepted', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    await save(token, 'Rules one.');
    const rv = await makeRegularVisitor(s.orm, w.depot);
    const ref = { depotId: w.depot.id, meetingRef: rv.meetingReference };
    const checkIn = (answers: boolean) =>
      gql(s.url, CHECK_IN, {
        i: { depotId: w.depot.id, visitorRef: rv.meetingReference, carReg: '12D345', ...(answers ? { ruleAnswers: RULES_OK } : {}) },
      });
    expect((await checkIn(true)).errors).toBeUndefined();
    await closeOpen(`visitor:${rv.attendee.id}`);
    // Same day, nothing changed: the quick re-check-in, no rules.
    expect((await gql(s.url, KIOSK_VISITOR, { i: ref })).data.kioskVisitor).toEqual({ next: 'REGULAR_RECHECKIN', askAgain: false });

    // A change without "ask again" asks nothing.
    await save(token, 'Rules two.');
    expect((await gql(s.url, KIOSK_VISITOR, { i: ref })).data.kioskVisitor.askAgain).toBe(false);

    await save(token, 'Rules three: read again.', { askAgain: true });
    expect((await gql(s.url, KIOSK_VISITOR, { i: ref })).data.kioskVisitor).toEqual({ next: 'REGULAR_FORM', askAgain: true });
    const count = async () =>
      (await q(`select count(*)::int as n from attendance where person_key = ?`, [`visitor:${rv.attendee.id}`]))[0].n;
    const n = await count();
    const refused = await checkIn(false);
    expect(refused.errors?.[0].message).toBe(Messages.agreementMustAccept);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(n); // nothing written
    const ok = await checkIn(true);
    expect(ok.errors).toBeUndefined();
    const [v3] = await versions(token, 'rules');
    const [row] = await q(`select agreement_version_id from attendance where id = ?`, [ok.data.visitorCheckIn.attendanceId]);
    expect(row.agreement_version_id).toBe(v3.id);
    await closeOpen(`visitor:${rv.attendee.id}`);
    // Asked once: the next return is the quick one again, and a quick sign-in accepts nothing new.
    expect((await gql(s.url, KIOSK_VISITOR, { i: ref })).data.kioskVisitor).toEqual({ next: 'REGULAR_RECHECKIN', askAgain: false });
    const quick = await checkIn(false);
    expect(quick.errors).toBeUndefined();
    const [qrow] = await q(`select agreement_version_id from attendance where id = ?`, [quick.data.visitorCheckIn.attendanceId]);
    expect(qrow.agreement_version_id).toBeNull();
  });

  it('"ask again" asks a partner once at the kiosk; each clock-in records the contractor rules accepted', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    await save(token, 'Rules.', { contractor: ['Hi-vis on.'] });
    const partner = await makePartner(s.orm, w.depot);
    const look = async () => (await gql(s.url, KIOSK_PARTNER, { d: w.depot.id, w: partner.workId })).data.kioskPartner.askAgain;
    const clockIn = async () => {
      const r = await gql(s.url, CLOCK_IN, { i: { depotId: w.depot.id, workId: partner.workId } });
      expect(r.errors).toBeUndefined();
      await closeOpen(`partner:${partner.id}`);
      return (await q(`select agreement_version_id from attendance where id = ?`, [r.data.clockIn.attendanceId]))[0].agreement_version_id;
    };
    expect(await look()).toBe(false);
    const [c1] = await versions(token, 'contractor');
    expect(await clockIn()).toBe(c1.id);
    await save(token, 'Rules.', { contractor: ['Hi-vis on.', 'No phones in the yard.'], askAgain: true });
    const [c2] = await versions(token, 'contractor');
    expect(c2.askAgain).toBe(true);
    expect(await look()).toBe(true);
    expect(await clockIn()).toBe(c2.id);
    expect(await look()).toBe(false); // once
  });

  it("another tenant's versions are refused", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    await save(tokenFor(s, a.admin), 'Tenant A words.');
    const [va] = await versions(tokenFor(s, a.admin), 'rules');
    const other = await gql(s.url, VERSION, { id: va.id }, tokenFor(s, b.admin));
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await gql(s.url, VERSIONS, { t: a.tenant.id }, tokenFor(s, b.admin));
    expect(list.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // B sees only its defaults; the defaults are readable by every tenant.
    expect((await versions(tokenFor(s, b.admin))).every((v) => v.isDefault)).toBe(true);
    expect((await gql(s.url, VERSION, { id: DEFAULT_CONTRACTOR_VERSION_ID }, tokenFor(s, b.admin))).errors).toBeUndefined();
    expect((await gql(s.url, VERSION, { id: 'not-an-id' }, tokenFor(s, b.admin))).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
