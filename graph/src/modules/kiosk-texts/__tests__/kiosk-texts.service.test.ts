import { ANONYMOUS } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { LANGUAGES } from '../../../contracts/languages';
import { Messages } from '../../../contracts/messages';
import { RULE_QUESTIONS } from '../../../contracts/rule-questions';
import { makeUser, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { TenantKioskTexts } from '../kiosk-texts.entity';
import { KioskTextsForTenantCommand, SaveKioskLanguagesCommand, SaveKioskTextsCommand } from '../kiosk-texts.commands';

/**
 * A tenant's kiosk texts (issue 23) and languages (issue 27) at the service tier (issue 24): the commands' rules,
 * two saves at once, who may change whose. kiosk-texts.test.ts and kiosk-languages.test.ts keep the GraphQL
 * operations, what the kiosk asks and the e-mails in the kiosk's language.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'kiosk_texts' });
});
afterAll(async () => {
  await t.close();
});

type Staff = ReturnType<typeof staffActor>;
type Body = Record<string, unknown>;
const texts = (a: Staff) => t.as(a).kioskTexts;
const save = async (a: Staff, input: Body) => texts(a).save(a, parse(SaveKioskTextsCommand, input));
const read = async (a: Staff, tenantId?: string) => texts(a).forTenant(a, parse(KioskTextsForTenantCommand, { tenantId }));
const saveLanguages = async (a: Staff, input: Body) => texts(a).saveLanguages(a, parse(SaveKioskLanguagesCommand, input));
const languages = async (a: Staff, tenantId?: string) => texts(a).languages(a, parse(KioskTextsForTenantCommand, { tenantId }));
const kiosk = (depotId: string) => t.as(ANONYMOUS).kioskTexts.forKiosk(depotId);
const rowOf = (tenantId: string) => t.orm.em.fork().findOne(TenantKioskTexts, { tenant: tenantId }, { filters: false });

describe("the tenant's kiosk texts", () => {
  it('refuses an unknown key, a key twice, a too long text and too many contractor rules, changing nothing', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    await save(a, { texts: [{ key: 'hr_2', text: 'Kept' }], contractorRules: [] });
    const cases: [Body, string][] = [
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
    for (const [input, message] of cases) expect(await failure(save(a, input))).toMatchObject({ message, code: 'BAD_USER_INPUT' });
    expect((await failure(save(a, { texts: [{ key: 'q1' }] }))).code).toBe('BAD_USER_INPUT');
    expect((await rowOf(tenant.id))!.ruleTexts).toEqual({ hr_2: 'Kept' });
  });

  it('a DepotManager cannot save; another tenant answers like a missing one; SuperAdmin names the tenant; an unknown depot is NOT_FOUND', async () => {
    const wa = await makeWorld(t.orm);
    const wb = await makeWorld(t.orm);
    const stranger = staffActor(wb.admin);
    const input = { texts: [{ key: 'hr_3', text: 'Intruder words' }], contractorRules: [] };
    expect((await failure(save(staffActor(wa.manager), input))).code).toBe('FORBIDDEN');
    expect((await failure(save(stranger, { ...input, tenantId: wa.tenant.id }))).code).toBe('NOT_FOUND');
    expect((await failure(read(stranger, wa.tenant.id))).code).toBe('NOT_FOUND');
    expect((await failure(t.as(ANONYMOUS).kioskTexts.save(ANONYMOUS, parse(SaveKioskTextsCommand, input)))).code).toBe('UNAUTHENTICATED');
    expect(await rowOf(wa.tenant.id)).toBeNull();
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    expect((await failure(save(root, input))).message).toBe('Tenant not found');
    await save(root, { ...input, tenantId: wb.tenant.id });
    expect((await kiosk(wb.depot.id)).rules.find((r) => r.key === 'hr_3')!.text).toBe('Intruder words');
    expect((await kiosk(wa.depot.id)).rules.find((r) => r.key === 'hr_3')!.text).toBe(RULE_QUESTIONS.hr_3.text);
    expect((await failure(kiosk('00000000-0000-4000-8000-000000000000'))).code).toBe('NOT_FOUND');
  });

  it('two saves at once: one whole set stays, never a mix', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const set = (w: string) => ({
      texts: [
        { key: 'hr_1', text: w },
        { key: 'hr_2', text: w },
      ],
      contractorRules: [w],
    });
    await Promise.all([save(a, set('One')), save(a, set('Two'))]);
    const row = (await rowOf(tenant.id))!;
    expect(new Set([row.ruleTexts.hr_1, row.ruleTexts.hr_2, row.contractorRules[0]]).size).toBe(1);
  });
});

describe("a tenant's kiosk languages", () => {
  it('refuses a default not offered, an unknown or repeated code and an empty list, naming the field; nothing is written', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const cases: [Body, string, string][] = [
      [{ defaultLanguage: 'ro', languages: ['en', 'pl'] }, Messages.defaultLanguageNotOffered, 'defaultLanguage'],
      [{ defaultLanguage: 'en', languages: ['en', 'xx'] }, Messages.languageUnknown('xx', LANGUAGES.join(', ')), 'languages.1'],
      [{ defaultLanguage: 'de', languages: ['en'] }, Messages.languageUnknown('de', LANGUAGES.join(', ')), 'defaultLanguage'],
      [{ defaultLanguage: 'en', languages: ['en', 'en'] }, Messages.languageRepeated('en'), 'languages.1'],
      [{ defaultLanguage: 'en', languages: [] }, Messages.languagesRequired, 'languages'],
    ];
    for (const [input, message, field] of cases) {
      const r = await failure(saveLanguages(a, input));
      expect(r).toMatchObject({ message, code: 'BAD_USER_INPUT' });
      expect(Object.keys(r.fields!)).toContain(field);
    }
    expect((await languages(a, tenant.id)).defaultLanguage).toBe('en');
  });

  it('a DepotManager cannot save; another tenant answers like a missing one; no actor is refused', async () => {
    const wa = await makeWorld(t.orm);
    const stranger = staffActor((await makeWorld(t.orm)).admin);
    const input = { defaultLanguage: 'pl', languages: ['pl'] };
    expect((await failure(saveLanguages(staffActor(wa.manager), input))).code).toBe('FORBIDDEN');
    expect((await failure(saveLanguages(stranger, { ...input, tenantId: wa.tenant.id }))).code).toBe('NOT_FOUND');
    expect((await failure(languages(stranger, wa.tenant.id))).code).toBe('NOT_FOUND');
    const anonymous = t.as(ANONYMOUS).kioskTexts.saveLanguages(ANONYMOUS, parse(SaveKioskLanguagesCommand, input));
    expect((await failure(anonymous)).code).toBe('UNAUTHENTICATED');
    expect((await languages(staffActor(wa.admin), wa.tenant.id)).defaultLanguage).toBe('en');
  });
});
