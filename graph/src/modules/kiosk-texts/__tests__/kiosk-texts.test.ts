// Issue 23: the tenant's own kiosk texts (rules, q1..q6, contractor rules) over GraphQL, and what the kiosk asks.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { DEFAULT_CONTRACTOR_RULES, RULE_QUESTIONS } from '../../../contracts/rule-questions';
import { RULE_KEYS } from '../../../contracts/kiosk-rules';
import { superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';
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
  it('defaults: every rule in the default words, no q1..q6 asked, the default contractor rules', async () => {
    const { depot, manager } = await makeWorld(s.orm);
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

  it('refuses an unknown key, a key twice, a too long text and too many contractor rules, changing nothing', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    await gql(s.url, SAVE, { input: { texts: [{ key: 'hr_2', text: 'Kept' }], contractorRules: [] } }, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ texts: [{ key: 'hr_8', text: 'x' }], contractorRules: [] }, Messages.ruleKeyUnknown('hr_8')],
      [
        {
          texts: [
            { key: 'q1', text: 'a' },
            { key: 'q1', text: 'b' },
          ],
          contractorRules: [],
        },
        'q1 is given twice',
      ],
      [{ texts: [{ key: 'q1', text: 'x'.repeat(501) }], contractorRules: [] }, 'Text is too long (at most 500 characters)'],
      [{ texts: [], contractorRules: Array.from({ length: 21 }, (_, i) => `Rule ${i}`) }, 'At most 20 contractor rules'],
      [{ texts: [], contractorRules: ['  '] }, 'Contractor rule is required'],
    ];
    for (const [input, message] of cases) {
      const r = await gql(s.url, SAVE, { input }, token);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await gql(s.url, SAVE, { input: { texts: [{ key: 'q1' }] } }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rowOf(tenant.id))!.ruleTexts).toEqual({ hr_2: 'Kept' });
  });

  it('a DepotManager cannot save; another tenant answers like a missing one; SuperAdmin names the tenant; an unknown depot is 404', async () => {
    const { a, b, tokenB } = await twoTenants(s);
    const input = { texts: [{ key: 'hr_3', text: 'Intruder words' }], contractorRules: [] };
    expect((await gql(s.url, SAVE, { input }, tokenFor(s, a.manager))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, SAVE, { input: { ...input, tenantId: a.tenant.id } }, tokenB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, READ, { t: a.tenant.id }, tokenB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, SAVE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rowOf(a.tenant.id)).toBeNull();
    const root = await superAdminToken(s);
    expect((await gql(s.url, SAVE, { input }, root)).errors?.[0].message).toBe('Tenant not found');
    expect((await gql(s.url, SAVE, { input: { ...input, tenantId: b.tenant.id } }, root)).errors).toBeUndefined();
    expect((await kiosk(b.depot.id)).rules.find((r) => r.key === 'hr_3')!.text).toBe('Intruder words');
    expect((await kiosk(a.depot.id)).rules.find((r) => r.key === 'hr_3')!.text).toBe(RULE_QUESTIONS.hr_3.text);
    const missing = await gql(s.url, KIOSK, { d: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('two saves at once: one whole set stays, never a mix', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const one = {
      texts: [
        { key: 'hr_1', text: 'One' },
        { key: 'hr_2', text: 'One' },
      ],
      contractorRules: ['One'],
    };
    const two = {
      texts: [
        { key: 'hr_1', text: 'Two' },
        { key: 'hr_2', text: 'Two' },
      ],
      contractorRules: ['Two'],
    };
    const rs = await Promise.all([gql(s.url, SAVE, { input: one }, token), gql(s.url, SAVE, { input: two }, token)]);
    expect(rs.every((r) => !r.errors)).toBe(true);
    const row = (await rowOf(tenant.id))!;
    expect(new Set([row.ruleTexts.hr_1, row.ruleTexts.hr_2, row.contractorRules[0]]).size).toBe(1);
  });
});
