import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { conflict, DomainError } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { ASSEMBLY_POINT_ROLES } from './evacuation-notice.service';
import type { KioskMarkSafeCommand, KioskMusterPeopleCommand } from './muster.commands';
import { visibleDepot } from '../depots/depot.policy';

/** A person a muster kiosk offers: first name and the last name's initial only (the screen is public). */
export interface MusterPerson {
  entryId: string;
  label: string;
}

/** What the kiosk says after "I am safe": who (as offered), and since when (a second tap answers the first time). */
export interface KioskSafeView {
  label: string;
  markedAt: Date;
}

/** How many names a typed search offers at most. */
export const MUSTER_OFFER = 8;

/** "Ana Maria Nowak" -> "Ana N.": what a public screen may show of a name. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${words[words.length - 1][0].toUpperCase()}.`;
}

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type OpenRow = { id: string; tenant_id: string; muster_kiosk: boolean };

/**
 * The kiosk at the muster point (issue 39): a depot setting its managers choose (docs/decisions.md "The muster kiosk":
 * a depot's kiosks, not one device, since the kiosk is anonymous and the server must be the one to refuse); while a
 * roll-call is under way there, its kiosks offer "I am safe" by badge (a depot badge or a partner's work id) or by
 * name (a type-ahead over those still missing, first name and initial only). A mark is self-reported "at the kiosk",
 * live for the marshals with its time, once (a second changes nothing), never after the end, only for a person on
 * this depot's roll-call.
 */
export class MusterService {
  constructor(private readonly d: Deps) {}

  /** Turns the depot's muster kiosk on or off (its managers and above, as the assembly point). */
  async setMusterKiosk(actor: Actor, depotId: string, on: boolean): Promise<boolean> {
    requireRole(actor, ...ASSEMBLY_POINT_ROLES);
    const depot = await visibleDepot(this.d.em, actor, depotId);
    await runUnitOfWork(this.d, ({ em }) => em.nativeUpdate(Depot, { id: depot.id }, { musterKiosk: on }), {
      action: 'depot.muster-kiosk',
    });
    return on;
  }

  /** Whether the depot's kiosks offer "I am safe" in a roll-call (its staff). */
  async musterKiosk(actor: Actor, depotId: string): Promise<boolean> {
    return !!(await visibleDepot(this.d.em, actor, depotId)).musterKiosk;
  }

  /** Those still missing on the depot's open roll-call whose first or last name starts with the search (at most MUSTER_OFFER). */
  async people(cmd: KioskMusterPeopleCommand): Promise<MusterPerson[]> {
    const search = (cmd.search ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
    if (search.length < 2) return [];
    const rows: { id: string; name: string }[] = await this.d.em.execute(
      `select "e"."id", "e"."name" from "evacuation_entry" "e" join "evacuation" "v" on "v"."id" = "e"."evacuation_id"
       join "depot" "d" on "d"."id" = "v"."depot_id"
       where "v"."depot_id" = ? and "v"."ended_at" is null and "d"."muster_kiosk" and "e"."status" = 'MISSING'
         and (' ' || lower("e"."name")) like ? escape '\\'
       order by "e"."name", "e"."id" limit ${MUSTER_OFFER}`,
      [cmd.depotId, `% ${likeEscaped(search)}%`],
    );
    return rows.map((r) => ({ entryId: r.id, label: shortName(r.name) }));
  }

  /** Marks the person safe on the depot's open roll-call, self-reported at the kiosk; NOT_FOUND when not on it. */
  async markSafe(cmd: KioskMarkSafeCommand): Promise<KioskSafeView> {
    return runUnitOfWork(this.d, async (uow) => {
      // the roll-call row FOR SHARE, as a marshal's mark: an end waits for it, and a mark after the end changes nothing
      const [open]: OpenRow[] = await uow.em.execute(
        `select "v"."id", "v"."tenant_id", "d"."muster_kiosk" from "evacuation" "v" join "depot" "d" on "d"."id" = "v"."depot_id"
         where "v"."depot_id" = ? and "v"."ended_at" is null for share of "v"`,
        [cmd.depotId],
      );
      if (!open) throw conflict(Messages.musterNoEvacuation);
      if (!open.muster_kiosk) throw conflict(Messages.musterKioskOff);
      const [entry]: { id: string; name: string; status: string; marked_at: Date | null }[] = cmd.entryId
        ? await uow.em.execute(
            `select "id", "name", "status", "marked_at" from "evacuation_entry" where "id" = ? and "evacuation_id" = ?`,
            [cmd.entryId, open.id],
          )
        : await uow.em.execute(
            `select "e"."id", "e"."name", "e"."status", "e"."marked_at" from "evacuation_entry" "e"
             left join "attendance" "a" on "a"."id" = "e"."attendance_id" left join "partner" "p" on "p"."id" = "a"."partner_id"
             where "e"."evacuation_id" = ? and (upper("e"."badge_number") = ? or "p"."work_id" = ?)
             order by ("e"."status" = 'MISSING') desc limit 1`,
            [open.id, cmd.badge, cmd.badge],
          );
      if (!entry) throw new DomainError('NOT_FOUND', Messages.musterNotOnRollCall);
      const label = shortName(entry.name);
      if (entry.status === 'SAFE' && entry.marked_at) return { label, markedAt: new Date(entry.marked_at) };
      const now = this.d.clock.now();
      const changed: { marked_at: Date }[] = await uow.em.execute(
        `update "evacuation_entry" set "status" = 'SAFE', "marked_at" = ?, "marked_by_id" = null, "marked_by_name" = ?, "self_reported" = true, "updated_at" = ?
         where "id" = ? and "status" = 'MISSING' returning "marked_at"`,
        [now, Messages.selfReportedAtKiosk, now, entry.id],
      );
      if (changed.length)
        uow.publish('evacuationChanged', {
          kind: 'MARKED',
          tenantId: open.tenant_id,
          depotId: cmd.depotId,
          evacuationId: open.id,
          entryId: entry.id,
          at: now.toISOString(),
        });
      if (changed.length) return { label, markedAt: now };
      // marked meanwhile (a marshal, another tap): the first mark stands
      const [first]: { marked_at: Date | null }[] = await uow.em.execute(`select "marked_at" from "evacuation_entry" where "id" = ?`, [
        entry.id,
      ]);
      return { label, markedAt: new Date(first?.marked_at ?? now) };
    });
  }
}
