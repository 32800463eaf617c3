import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, DomainError } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { entryOfToken } from './safe-link';
import { visibleDepot } from '../depots/depot.policy';

/** Who sets a depot's assembly point: its managers and above (as they start roll-calls). */
export const ASSEMBLY_POINT_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;
export const ASSEMBLY_POINT_MAX = 300;

/** What an "I am safe" link shows: as little as the person needs (their first name, where, where to go, and whether done). */
export interface SafeLinkView {
  firstName: string;
  tenantName: string;
  depotCode: string;
  assemblyPoint: string | null;
  /** The language the person's kiosk spoke at sign-in (the page speaks it too); null: English. */
  language: string | null;
  /** OPEN: not marked yet; SAFE: marked (by them or a marshal); ENDED: the roll-call is over. */
  state: 'OPEN' | 'SAFE' | 'ENDED';
  markedAt: Date | null;
}

/** What a kiosk shows while its depot's roll-call is open (issue 37): that it is under way, and where to go. */
export interface KioskEvacuationView {
  startedAt: Date;
  assemblyPoint: string | null;
  /** Issue 39: the depot's kiosks stand at the muster point ("I am safe" by badge or name). */
  muster: boolean;
}

type LinkRow = {
  entry_id: string;
  evacuation_id: string;
  tenant_id: string;
  depot_id: string;
  ended_at: Date | null;
  status: string;
  marked_at: Date | null;
  name: string;
  first_name: string | null;
  partner_name: string | null;
  language: string | null;
  tenant_name: string;
  depot_code: string;
  assembly_point: string | null;
};

const LINK_SQL = `select "e"."id" as "entry_id", "e"."evacuation_id", "v"."tenant_id", "v"."depot_id", "v"."ended_at", "e"."status", "e"."marked_at",
    "e"."name", "at"."first_name", "p"."name" as "partner_name", "a"."language", "t"."name" as "tenant_name", "d"."code" as "depot_code", "d"."assembly_point"
  from "evacuation_entry" "e" join "evacuation" "v" on "v"."id" = "e"."evacuation_id"
  join "depot" "d" on "d"."id" = "v"."depot_id" join "tenant" "t" on "t"."id" = "v"."tenant_id"
  left join "attendance" "a" on "a"."id" = "e"."attendance_id" left join "attendee" "at" on "at"."id" = "a"."attendee_id"
  left join "partner" "p" on "p"."id" = "a"."partner_id"
  where "e"."id" = ?`;

/**
 * Everyone told in an evacuation (issues 37, 39): a depot's assembly point, the "I am safe" link a person on the
 * roll-call follows (marks them safe at once, self-reported, for the marshals to see live), and what a kiosk shows
 * while the roll-call is open.
 */
export class EvacuationNoticeService {
  constructor(private readonly d: Deps) {}

  /** Sets (or clears: blank) where people go in an evacuation at a depot the actor manages. */
  async setAssemblyPoint(actor: Actor, depotId: string, text: string | null): Promise<string | null> {
    requireRole(actor, ...ASSEMBLY_POINT_ROLES);
    const value = (text ?? '').replace(/\s+/g, ' ').trim() || null;
    if (value && value.length > ASSEMBLY_POINT_MAX)
      throw badInput(Messages.assemblyPointTooLong, { text: [Messages.assemblyPointTooLong] });
    const depot = await visibleDepot(this.d.em, actor, depotId);
    await runUnitOfWork(this.d, ({ em }) => em.nativeUpdate(Depot, { id: depot.id }, { assemblyPoint: value }), {
      action: 'depot.assembly-point',
    });
    return value;
  }

  /** A depot's assembly point, for its staff. */
  async assemblyPoint(actor: Actor, depotId: string): Promise<string | null> {
    const depot = await visibleDepot(this.d.em, actor, depotId);
    return depot.assemblyPoint ?? null;
  }

  /** What the link shows (anyone holding it; nothing without it). */
  async readLink(token: string): Promise<SafeLinkView> {
    return view(await this.row(token));
  }

  /** The person says they are safe: marked at once (the first mark wins: a marshal's, or theirs), live on the roll-call. */
  async markSafe(token: string): Promise<SafeLinkView> {
    const entryId = this.entryOf(token);
    await runUnitOfWork(this.d, async (uow) => {
      // as a marshal's mark: the evacuation row FOR SHARE, so an end waits for it (and a mark after the end changes nothing)
      const [found]: { evacuation_id: string; tenant_id: string; depot_id: string; ended_at: Date | null }[] = await uow.em.execute(
        `select "e"."evacuation_id", "v"."tenant_id", "v"."depot_id", "v"."ended_at" from "evacuation_entry" "e"
         join "evacuation" "v" on "v"."id" = "e"."evacuation_id" where "e"."id" = ? for share of "v"`,
        [entryId],
      );
      if (!found) throw new DomainError('NOT_FOUND', Messages.safeLinkInvalid);
      if (found.ended_at) throw conflict(Messages.safeLinkEnded);
      const now = this.d.clock.now();
      const changed: unknown[] = await uow.em.execute(
        `update "evacuation_entry" set "status" = 'SAFE', "marked_at" = ?, "marked_by_id" = null, "marked_by_name" = ?, "self_reported" = true, "updated_at" = ?
         where "id" = ? and "status" = 'MISSING' returning "id"`,
        [now, Messages.selfReportedBy, now, entryId],
      );
      if (changed.length)
        uow.publish('evacuationChanged', {
          kind: 'MARKED',
          tenantId: found.tenant_id,
          depotId: found.depot_id,
          evacuationId: found.evacuation_id,
          entryId,
          at: now.toISOString(),
        });
    });
    return view(await this.row(token));
  }

  /** The open roll-call of a depot as its kiosk shows it; null when none (the kiosk is anonymous: a depot id only). */
  async forKiosk(depotId: string): Promise<KioskEvacuationView | null> {
    const [row]: { started_at: Date; assembly_point: string | null; muster_kiosk: boolean }[] = await this.d.em.execute(
      `select "v"."started_at", "d"."assembly_point", "d"."muster_kiosk" from "evacuation" "v" join "depot" "d" on "d"."id" = "v"."depot_id"
       where "v"."depot_id" = ? and "v"."ended_at" is null limit 1`,
      [depotId],
    );
    return row ? { startedAt: new Date(row.started_at), assemblyPoint: row.assembly_point, muster: !!row.muster_kiosk } : null;
  }

  private entryOf(token: string): string {
    const entryId = entryOfToken(this.d.config.jwtSecret, token);
    if (!entryId) throw new DomainError('NOT_FOUND', Messages.safeLinkInvalid);
    return entryId;
  }

  private async row(token: string): Promise<LinkRow> {
    const [row]: LinkRow[] = await this.d.em.execute(LINK_SQL, [this.entryOf(token)]);
    if (!row) throw new DomainError('NOT_FOUND', Messages.safeLinkInvalid);
    return row;
  }
}

function view(r: LinkRow): SafeLinkView {
  const firstName = r.first_name ?? (r.partner_name ?? r.name).split(' ')[0];
  return {
    firstName,
    tenantName: r.tenant_name,
    depotCode: r.depot_code,
    assemblyPoint: r.assembly_point,
    language: r.language,
    state: r.status === 'SAFE' ? 'SAFE' : r.ended_at ? 'ENDED' : 'OPEN',
    markedAt: r.status === 'SAFE' && r.marked_at ? new Date(r.marked_at) : null,
  };
}
