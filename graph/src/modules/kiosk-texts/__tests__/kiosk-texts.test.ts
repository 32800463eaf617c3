// Issue 23: the tenant's own kiosk texts (rules, q1..q6, contractor rules) over GraphQL, and what the kiosk asks.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeWorld } from '../../../test/factories';
import { DEFAULT_CONTRACTOR_RULES, RULE_QUESTIONS } from '../../../contracts/rule-questions';
import { RULE_KEYS } from '../../../contracts/kiosk-rules';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK, walkIn } from '../../visits/__tests__/support';
import { TenantKioskTexts } from '../kiosk-texts.entity';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const READ =
  'query($t: ID) { tenantKioskTexts(tenantId: $t) { tenantId rules { key group question defaultText text } contractorRules defaultContractorRules } }';
const SAVE = 'mutation($input: SaveKioskTextsInput!) { saveKioskTexts(input: $input) { rules { key text } contractorRules } }';
const KIOSK = 'query($d: ID!) { kioskTexts(depotId: $d) { rules { key text question } contractorRules } }';

const kiosk = async (depotId: string) => {
  const r = await gql(s.url, KIOSK, { d: depotId });
  expect(r.errors).toBeUndefined();
  return r.data.kioskTexts as { rules: { key: string; text: string; question: boolean }[]; contractorRules: string[] };
};
const rowOf = (tenantId: string) => s.orm.em.fork().findOne(TenantKioskTexts, { tenant: tenantId }, { filters: false });

describe("the tenant's kiosk texts", () => {
  it('defaults: every rule in the default words, no q1..q6 asked, the default contractor rules; refusals as GraphQL answers them', async () => {
    const { depot, manager, admin } = await makeWorld(s.orm);
    // The rules: kiosk-texts.service.test.ts.
    const input = { texts: [{ key: 'hr_3', text: 'Intruder words' }], contractorRules: [] };
    expect((await gql(s.url, SAVE, { input }, tokenFor(s, manager))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, SAVE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await gql(s.url, SAVE, { input: { texts: [{ key: 'hr_8', text: 'x' }], contractorRules: [] } }, tokenFor(s, admin));
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const k = await kiosk(depot.id);
    expect(k.rules.map((r) => r.key)).toEqual(RULE_KEYS.filter((key) => !key.startsWith('q')));
    expect(k.rules.find((r) => r.key === 'hr_6')!.text).toBe(RULE_QUESTIONS.hr_6.text);
    expect(k.contractorRules).toEqual(DEFAULT_CONTRACTOR_RULES);
    // A DepotManager reads the tenant's texts (read-only).
    const r = await gql(s.url, READ, {}, tokenFor(s, manager));
    expect(r.data.tenantKioskTexts.rules).toHaveLength(RULE_KEYS.length);
    expect(r.data.tenantKioskTexts.rules[0]).toEqual({
      key: 'hr_1',
      group: 'House rules',
      question: false,
      defaultText: RULE_QUESTIONS.hr_1.text,
      text: null,
    });
  });

  it("saved texts and questions are what the kiosk asks; the questionnaire prints the tenant's words; a blank returns the default", async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const saved = await gql(
      s.url,
      SAVE,
      {
        input: {
          texts: [
            { key: 'hr_1', text: '  Wear the green depot lanyard at all times. ' },
            { key: 'q1', text: 'Have you visited this depot before?' },
            { key: 'q2', text: '   ' },
            { key: 'sr_1', text: RULE_QUESTIONS.sr_1.text },
          ],
          contractorRules: ['Sign the permit to work before starting.', 'Lock out machines before servicing.'],
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const k = await kiosk(depot.id);
    expect(k.rules.find((r) => r.key === 'hr_1')!.text).toBe('Wear the green depot lanyard at all times.');
    expect(k.rules.filter((r) => r.key.startsWith('q'))).toEqual([
      { key: 'q1', text: 'Have you visited this depot before?', question: true },
    ]);
    expect(k.contractorRules).toEqual(['Sign the permit to work before starting.', 'Lock out machines before servicing.']);
    // Only the tenant's own words are kept (a default text sent back is no own text).
    expect((await rowOf(depot.tenant.id))!.ruleTexts).toEqual({
      hr_1: 'Wear the green depot lanyard at all times.',
      q1: 'Have you visited this depot before?',
    });
    // A walk-in answering q1: the staff questionnaire prints the tenant's words and the answer.
    const w = await walkIn(s, depot.id, { ruleAnswers: { ...RULES_OK, hr_6: 'yes', q1: 'no' } });
    expect(w.status).toBe(200);
    const visit = await gql(
      s.url,
      '{ visitorsToday: liveReport(depotId: "' + depot.id + '", visitType: "All") { rows { attendeeId } } }',
      {},
      token,
    );
    const attendee = visit.data.visitorsToday.rows[0].attendeeId as string;
    const q = await rest(s.url, 'GET', `api/view-visitor-questionnaire/${depot.code}/${attendee}`, { token });
    expect(q.body.answers).toEqual(
      expect.arrayContaining([
        { key: 'hr_1', group: 'House rules', question: 'Wear the green depot lanyard at all times.', answer: 'Accepted' },
        { key: 'q1', group: 'Questionnaire', question: 'Have you visited this depot before?', answer: 'No' },
      ]),
    );
    // Saving again without q1 stops asking it; empty contractor rules return to the default.
    await gql(s.url, SAVE, { input: { texts: [{ key: 'hr_1', text: '' }], contractorRules: [] } }, token);
    const again = await kiosk(depot.id);
    expect(again.rules.find((r) => r.key === 'hr_1')!.text).toBe(RULE_QUESTIONS.hr_1.text);
    expect(again.rules.some((r) => r.key.startsWith('q'))).toBe(false);
    expect(again.contractorRules).toEqual(DEFAULT_CONTRACTOR_RULES);
  });
});
