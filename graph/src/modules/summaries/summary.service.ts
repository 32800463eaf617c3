import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/auth/actor';
import type { WriteDeps } from '../../core/deps';
import { badInput, forbidden } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { isId } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import type { SetMySummaryCommand } from './summary.commands';

/** Who may have summaries (issue 39): a TenantAdmin for any depot of the tenant, a DepotManager for the depot they manage. */
export const SUMMARY_ROLES = ['TenantAdmin', 'DepotManager'] as const;

/** One depot the user may have summaries of, and what they chose. */
export interface MySummaryView {
  depotId: string;
  depotCode: string;
  timeZone: string;
  endOfDay: boolean;
  endOfWeek: boolean;
}

/**
 * The SQL condition (on "u" the user, "d" the depot) that the user may have the depot's summaries: the sweep checks it
 * again at each period, so a manager moved to another depot, a user disabled or a tenant archived is sent nothing more.
 */
export const MAY_HAVE_SUMMARIES = `(not "u"."disabled" and "u"."tenant_id" = "d"."tenant_id"
  and ("u"."role" = 'TenantAdmin' or ("u"."role" = 'DepotManager' and "u"."depot_id" = "d"."id")))`;

/**
 * Summaries that come by themselves (issue 39): each staff user's opt-in, per depot they may see, to its end-of-day
 * and end-of-week summaries (summary.jobs.ts sends them). A change is audited ('summaries.preferences').
 */
export class SummaryService {
  constructor(private readonly d: WriteDeps) {}

  async mine(actor: Actor): Promise<MySummaryView[]> {
    const staff = requireRole(actor, ...SUMMARY_ROLES);
    if (staff.apiKey || !staff.tenantId) throw forbidden();
    return this.list(this.d.em, staff.userId);
  }

  async setMine(actor: Actor, cmd: SetMySummaryCommand): Promise<MySummaryView[]> {
    const staff = requireRole(actor, ...SUMMARY_ROLES);
    if (staff.apiKey || !staff.tenantId) throw forbidden();
    // Another tenant's depot, a depot the manager does not manage and an id that is no depot's all answer the same.
    if (!isId(cmd.depotId)) throw badInput(Messages.summariesDepot, { depotId: [Messages.summariesDepot] });
    const now = this.d.clock.now();
    await runUnitOfWork(
      this.d,
      async ({ em }) => {
        const [ok]: { tenant_id: string }[] = await em.execute(
          `select "d"."tenant_id" from "app_user" "u" join "depot" "d" on "d"."id" = ? where "u"."id" = ? and ${MAY_HAVE_SUMMARIES}`,
          [cmd.depotId, staff.userId],
        );
        if (!ok) throw badInput(Messages.summariesDepot, { depotId: [Messages.summariesDepot] });
        // Turned on keeps its first moment (a period that ended before it is not sent); turned off clears it.
        await em.execute(
          `insert into "summary_subscription" ("id", "created_at", "updated_at", "tenant_id", "user_id", "depot_id", "end_of_day_since", "end_of_week_since")
           values (gen_random_uuid(), now(), now(), ?, ?, ?, case when ? then ?::timestamptz end, case when ? then ?::timestamptz end)
           on conflict ("user_id", "depot_id") do update set "updated_at" = now(),
             "end_of_day_since" = case when ? then coalesce("summary_subscription"."end_of_day_since", ?::timestamptz) end,
             "end_of_week_since" = case when ? then coalesce("summary_subscription"."end_of_week_since", ?::timestamptz) end`,
          [ok.tenant_id, staff.userId, cmd.depotId, cmd.endOfDay, now, cmd.endOfWeek, now, cmd.endOfDay, now, cmd.endOfWeek, now],
        );
      },
      { action: 'summaries.preferences' },
    );
    return this.list(this.d.em, staff.userId);
  }

  private async list(em: EntityManager, userId: string): Promise<MySummaryView[]> {
    const rows: { id: string; code: string; time_zone: string; day: boolean; week: boolean }[] = await em.execute(
      `select "d"."id", "d"."code", "d"."time_zone", "s"."end_of_day_since" is not null as "day", "s"."end_of_week_since" is not null as "week"
         from "app_user" "u" join "depot" "d" on ${MAY_HAVE_SUMMARIES}
         left join "summary_subscription" "s" on "s"."user_id" = "u"."id" and "s"."depot_id" = "d"."id"
        where "u"."id" = ? order by "d"."code" limit 500`,
      [userId],
    );
    return rows.map((r) => ({ depotId: r.id, depotCode: r.code, timeZone: r.time_zone, endOfDay: !!r.day, endOfWeek: !!r.week }));
  }
}
