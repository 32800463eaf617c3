import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { actingTenantId, requireStaff, tenantWhere } from '../../core/tenancy';
import { notFound } from '../../core/errors';
import type { RuleTexts } from '../../contracts/rule-questions';
import { AgreementVersion } from './agreement-version.entity';
import { contractorWords, ruleWords, sameWords, type AgreementKind } from './agreement-words';
import type { AgreementVersionsCommand } from './agreements.commands';

/** A version as staff read it. */
export interface AgreementVersionView {
  id: string;
  kind: AgreementKind;
  number: number;
  savedAt: Date;
  savedByName: string | null;
  askAgain: boolean;
  /** The built-in default words (no tenant's save). */
  isDefault: boolean;
  /** rules: key and words in the spec's order; contractor: the rules in order (key is their position). */
  words: { key: string; text: string }[];
}

/** What a person signing in accepts: the current version, and the "ask again" version they have not accepted yet. */
export interface Acceptance {
  currentId: string;
  /** A version the tenant marked "ask again" that is newer than the last one this person accepted; null: none. */
  pendingId: string | null;
}

/** Who a sign-in is: a visitor (attendee) or a partner. */
export type PersonRef = { attendeeId: string } | { partnerId: string };

export const viewOf = (v: AgreementVersion): AgreementVersionView => ({
  id: v.id,
  kind: v.kind,
  number: v.number,
  savedAt: v.createdAt,
  savedByName: v.savedByName ?? null,
  askAgain: v.askAgain,
  isDefault: !v.tenant,
  words: Array.isArray(v.words)
    ? v.words.map((text, i) => ({ key: String(i + 1), text }))
    : Object.entries(v.words).map(([key, text]) => ({ key, text })),
});

/**
 * Agreements with versions (issue 38). Every save of a tenant's kiosk texts (kiosk-texts, in its unit of work) keeps
 * the words of each kind it changed as a new immutable version; sign-ins record the version they accepted (the
 * sign-in's own statement reads the current one, agreement-words `currentVersionSql`); staff read the versions; a
 * version marked "ask again" is asked once more of regular visitors and partners who accepted an older one.
 */
export class AgreementsService {
  constructor(private readonly d: Deps) {}

  /**
   * The versions a save makes, in the save's unit of work (`em` its transaction; the tenant's kiosk-texts row is locked
   * by the save's upsert, so two saves number their versions one after the other). A kind whose words did not change
   * keeps its version; a tenant's first save writes both kinds.
   */
  async recordSave(
    em: EntityManager,
    save: { tenantId: string; own: RuleTexts; contractorRules: string[]; askAgain: boolean; by: { id: string; name: string } | null },
  ): Promise<string[]> {
    const latest: { kind: AgreementKind; number: number; words: unknown }[] = await em.execute(
      `select distinct on ("kind") "kind", "number", "words" from "agreement_version" where "tenant_id" = ? order by "kind", "number" desc`,
      [save.tenantId],
    );
    const made: string[] = [];
    const next: [AgreementKind, unknown][] = [
      ['rules', ruleWords(save.own)],
      ['contractor', contractorWords(save.contractorRules)],
    ];
    for (const [kind, words] of next) {
      const prior = latest.find((l) => l.kind === kind);
      if (prior && sameWords(prior.words, words)) continue;
      const [row]: { id: string }[] = await em.execute(
        `insert into "agreement_version" ("id", "created_at", "updated_at", "tenant_id", "kind", "number", "words", "ask_again", "saved_by_id", "saved_by_name")
         values (gen_random_uuid(), now(), now(), ?, ?, ?, ?::jsonb, ?, ?, ?) returning "id"`,
        [save.tenantId, kind, (prior?.number ?? 0) + 1, JSON.stringify(words), save.askAgain, save.by?.id ?? null, save.by?.name ?? null],
      );
      made.push(row.id);
    }
    return made;
  }

  /** A tenant's versions, newest first (its staff; SuperAdmin names the tenant), then the built-in defaults. */
  async list(actor: Actor, cmd: AgreementVersionsCommand): Promise<AgreementVersionView[]> {
    requireStaff(actor);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const rows = await this.d.em.find(
      AgreementVersion,
      { $or: [{ tenant: tenantId }, { tenant: null }], ...(cmd.kind ? { kind: cmd.kind } : {}) },
      { orderBy: { kind: 'desc', number: 'desc' }, filters: false },
    );
    return rows.map(viewOf);
  }

  /** One version: the tenant's own or a default; another tenant's answers as a missing one. */
  async version(actor: Actor, id: string): Promise<AgreementVersionView> {
    const where = tenantWhere(actor);
    const v = await this.d.em.findOne(AgreementVersion, { id }, { filters: false });
    if (!v || (v.tenant && where.tenant && v.tenant.id !== where.tenant)) throw notFound('Agreement version');
    return viewOf(v);
  }

  /**
   * The version an attendance accepted, for its print and PDF: its own; one signed before versions (none recorded)
   * reads its tenant's first version (its texts when versions began), else the defaults.
   */
  async accepted(em: EntityManager, tenantId: string, kind: AgreementKind, versionId: string | null): Promise<AgreementVersion> {
    if (versionId) {
      const v = await em.findOne(AgreementVersion, { id: versionId, $or: [{ tenant: tenantId }, { tenant: null }] }, { filters: false });
      if (v) return v;
    }
    const [v] = await em.find(
      AgreementVersion,
      { $or: [{ tenant: tenantId, number: 1 }, { tenant: null }], kind },
      { orderBy: { number: 'desc' }, limit: 1, filters: false },
    );
    return v;
  }

  /**
   * What a sign-in accepts (one query): the current version of the kind, and a newer "ask again" version than the
   * last this person accepted (none accepted yet: any "ask again" version).
   */
  async acceptance(em: EntityManager, tenantId: string, kind: AgreementKind, person: PersonRef): Promise<Acceptance> {
    const [col, id] = 'partnerId' in person ? ['partner_id', person.partnerId] : ['attendee_id', person.attendeeId];
    const [row]: { current_id: string; pending_id: string | null }[] = await em.execute(
      `select (select "id" from "agreement_version" where ("tenant_id" = ?::uuid or "tenant_id" is null) and "kind" = ?
                order by "tenant_id" is null, "number" desc limit 1) as "current_id",
              (select "p"."id" from "agreement_version" "p" where "p"."tenant_id" = ?::uuid and "p"."kind" = ? and "p"."ask_again"
                 and "p"."number" > coalesce((select "v"."number" from "attendance" "a" join "agreement_version" "v" on "v"."id" = "a"."agreement_version_id"
                   where "a"."${col}" = ?::uuid and "v"."kind" = ? order by "a"."checked_in_at" desc limit 1), -1)
                order by "p"."number" desc limit 1) as "pending_id"`,
      [tenantId, kind, tenantId, kind, id, kind],
    );
    return { currentId: row.current_id, pendingId: row.pending_id };
  }
}
