import type { Deps } from '../../core/deps';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { Actor } from '../../core/auth/actor';
import { actingTenantId, requireRole, requireStaff } from '../../core/tenancy';
import { RULE_KEYS, type RuleKey } from '../../contracts/kiosk-rules';
import {
  DEFAULT_CONTRACTOR_RULES,
  QUESTION_KEYS,
  RULE_QUESTIONS,
  ruleText,
  type RuleGroup,
  type RuleTexts,
} from '../../contracts/rule-questions';
import type { DepotService } from '../depots/depot.service';
import type { KioskTextsForTenantCommand, SaveKioskLanguagesCommand, SaveKioskTextsCommand } from './kiosk-texts.commands';
import { LANGUAGES, type Language } from '../../contracts/languages';
import { notFound } from '../../core/errors';
import { Tenant } from '../tenants/tenant.entity';
import { TenantKioskTexts } from './kiosk-texts.entity';
import type { AgreementsService } from '../agreements/agreements.service';

/** One key as staff edit it: the default words beside the tenant's own (null: the default is used). */
export interface EditableRuleText {
  key: RuleKey;
  group: RuleGroup;
  question: boolean;
  defaultText: string;
  text: string | null;
}
export interface TenantKioskTextsView {
  tenantId: string;
  rules: EditableRuleText[];
  contractorRules: string[];
  defaultContractorRules: string[];
}
/** What a kiosk asks: every rule in its tenant's words, the questions q1..q6 the tenant set, the contractor rules. */
export interface KioskTextsView {
  rules: { key: RuleKey; text: string; question: boolean }[];
  contractorRules: string[];
}

/** A tenant's kiosk languages (issue 27) as staff see them. */
export interface KioskLanguagesView {
  tenantId: string;
  defaultLanguage: string;
  languages: string[];
  supported: readonly Language[];
}

const EDITORS = ['SuperAdmin', 'TenantAdmin'];

/**
 * The tenant's own kiosk texts (issue 23): its words for the rules and for the questionnaire's q1..q6, and the
 * contractor rules partners accept. Staff of the tenant read them; its TenantAdmin (or a SuperAdmin) saves them; the
 * kiosk reads them by depot. The answer keys stay the spec's.
 */
export class KioskTextsService {
  constructor(
    private readonly d: Deps,
    /** The depots' service (a need of this feature's manifest, index.ts): the kiosk's depot. */
    private readonly depots: Pick<DepotService, 'kioskDepot'>,
    /** The agreements' service (a need): each save of the texts makes a new version of the words. */
    private readonly agreements: Pick<AgreementsService, 'recordSave'>,
  ) {}

  async forTenant(actor: Actor, cmd: KioskTextsForTenantCommand): Promise<TenantKioskTextsView> {
    requireStaff(actor);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    return this.view(tenantId, await this.row(tenantId));
  }

  async save(actor: Actor, cmd: SaveKioskTextsCommand): Promise<TenantKioskTextsView> {
    const staff = requireRole(actor, ...EDITORS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const texts: Record<string, string> = {};
    for (const t of cmd.texts) if (t.text !== undefined && t.text !== RULE_QUESTIONS[t.key as RuleKey].text) texts[t.key] = t.text;
    // One statement: two saves at once leave one whole set (the later), never a mix.
    await runUnitOfWork(
      this.d,
      async ({ em }) => {
        await em.execute(
          `insert into "tenant_kiosk_texts" ("id", "created_at", "updated_at", "tenant_id", "rule_texts", "contractor_rules")
       values (gen_random_uuid(), now(), now(), ?::uuid, ?::jsonb, ?::jsonb)
       on conflict ("tenant_id") do update set "rule_texts" = excluded."rule_texts", "contractor_rules" = excluded."contractor_rules", "updated_at" = now()`,
          [tenantId, JSON.stringify(texts), JSON.stringify(cmd.contractorRules)],
        );
        // Issue 38: the words of each kind this save changed become a new version, in the same transaction.
        await this.agreements.recordSave(em, {
          tenantId,
          own: texts as RuleTexts,
          contractorRules: cmd.contractorRules,
          askAgain: cmd.askAgain ?? false,
          by: { id: staff.userId, name: staff.username },
        });
      },
      { action: 'settings.kiosk-texts' },
    );
    return this.view(tenantId, { ruleTexts: texts, contractorRules: cmd.contractorRules });
  }

  /** The tenant's kiosk languages: its staff read them. */
  async languages(actor: Actor, cmd: KioskTextsForTenantCommand): Promise<KioskLanguagesView> {
    requireStaff(actor);
    return this.languagesView(await this.tenant(actingTenantId(actor, cmd.tenantId)));
  }

  /**
   * Its TenantAdmin (or a SuperAdmin) sets which languages its kiosks offer and the default they start in and return
   * to; every kiosk reads them afresh (the kiosk depot cache is dropped on every replica).
   */
  async saveLanguages(actor: Actor, cmd: SaveKioskLanguagesCommand): Promise<KioskLanguagesView> {
    requireRole(actor, ...EDITORS);
    const tenant = await this.tenant(actingTenantId(actor, cmd.tenantId));
    // Kept in the supported order, whatever order they were sent in.
    const languages = LANGUAGES.filter((l) => cmd.languages.includes(l));
    await runUnitOfWork(this.d, async (uow) => {
      uow.em.assign(tenant, { kioskLanguages: languages, kioskDefaultLanguage: cmd.defaultLanguage });
      uow.publish('kioskDepotsChanged', {});
    });
    return this.languagesView(tenant);
  }

  private async tenant(tenantId: string): Promise<Tenant> {
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId, archivedAt: null });
    if (!tenant) throw notFound('Tenant');
    return tenant;
  }

  private languagesView(t: Tenant): KioskLanguagesView {
    return { tenantId: t.id, defaultLanguage: t.kioskDefaultLanguage, languages: t.kioskLanguages, supported: LANGUAGES };
  }

  /** The kiosk's texts by depot (public, as the kiosk's other reads): an unknown or closed depot answers 404. */
  async forKiosk(depotId: string): Promise<KioskTextsView> {
    if (!this.depots) throw new Error('KioskTextsService.forKiosk needs the depots service (build it from its manifest)');
    const depot = await this.depots.kioskDepot(depotId);
    const row = await this.row(depot.tenant.id);
    const own = (row?.ruleTexts ?? {}) as RuleTexts;
    const rules = RULE_KEYS.filter((k) => !QUESTION_KEYS.includes(k) || own[k]).map((key) => ({
      key,
      text: ruleText(key, own),
      question: RULE_QUESTIONS[key].question,
    }));
    return { rules, contractorRules: row?.contractorRules.length ? row.contractorRules : DEFAULT_CONTRACTOR_RULES };
  }

  /** A tenant's own words by key (the staff questionnaire prints what its kiosk asked). */
  async ownTexts(tenantId: string): Promise<RuleTexts> {
    return ((await this.row(tenantId))?.ruleTexts ?? {}) as RuleTexts;
  }

  private row(tenantId: string) {
    return this.d.em.findOne(TenantKioskTexts, { tenant: tenantId }, { filters: false, refresh: true });
  }

  private view(tenantId: string, row: { ruleTexts: Record<string, string>; contractorRules: string[] } | null): TenantKioskTextsView {
    const own = (row?.ruleTexts ?? {}) as RuleTexts;
    return {
      tenantId,
      rules: RULE_KEYS.map((key) => ({
        key,
        group: RULE_QUESTIONS[key].group,
        question: RULE_QUESTIONS[key].question,
        defaultText: RULE_QUESTIONS[key].text,
        text: own[key] ?? null,
      })),
      contractorRules: row?.contractorRules ?? [],
      defaultContractorRules: DEFAULT_CONTRACTOR_RULES,
    };
  }
}
