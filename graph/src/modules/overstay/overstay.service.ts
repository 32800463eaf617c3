import type { Deps, WriteDeps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { EXPECTED_BY_SQL, isStayMinutes } from './overstay.rules';
import { visibleDepot } from '../depots/depot.policy';

/** Who sets a depot's expected stay: its managers and above (as its end-of-day sign-out). */
export const OVERSTAY_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;

/** A depot's expected stay (issue 37), read and set by its staff. */
export class OverstayService {
  constructor(private readonly d: Deps) {}

  /** Sets (or clears, null) how long people are expected to stay at a depot, in minutes (15 to 1440). */
  async setExpectedStay(actor: Actor, depotId: string, minutes: number | null): Promise<number | null> {
    requireRole(actor, ...OVERSTAY_ROLES);
    if (minutes !== null && !isStayMinutes(minutes)) throw badInput(Messages.expectedStay, { minutes: [Messages.expectedStay] });
    const depot = await visibleDepot(this.d.em, actor, depotId);
    await runUnitOfWork(this.d, ({ em }) => em.nativeUpdate(Depot, { id: depot.id }, { expectedStayMinutes: minutes }), {
      action: 'depot.expected-stay',
    });
    return minutes;
  }
}

export interface OverstayRun {
  depotId: string;
  attendanceIds: string[];
}

/**
 * The sweep behind the overstay alert (the worker's 'overstay-check', every minute; tests on a fixed clock): everyone
 * still signed in past their expected time whom no sweep flagged yet gets an `overstay_alert` row, and each depot with
 * new ones one 'overstay-alert' (its managers told once), in one transaction. The row's key is the attendance, so a
 * second worker or a retry adds none (it waits for the first's insert, then finds it).
 */
export class OverstaySweep {
  constructor(private readonly d: WriteDeps) {}

  async run(now: Date = this.d.clock.now()): Promise<OverstayRun[]> {
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const rows: { attendance_id: string; depot_id: string }[] = await uow.em.execute(
          `insert into "overstay_alert" ("attendance_id", "tenant_id", "depot_id", "expected_by", "alerted_at")
           select "a"."id", "a"."tenant_id", "a"."depot_id", ${EXPECTED_BY_SQL}, ?
           from "attendance" "a" join "depot" "d" on "d"."id" = "a"."depot_id" join "tenant" "t" on "t"."id" = "a"."tenant_id"
           left join "visit" "v" on "v"."id" = "a"."visit_id"
           where "a"."checked_out_at" is null and "t"."archived_at" is null
             and coalesce("v"."expected_minutes", "d"."expected_stay_minutes") is not null and ${EXPECTED_BY_SQL} <= ?
           order by "a"."depot_id", "a"."checked_in_at"
           on conflict ("attendance_id") do nothing returning "attendance_id", "depot_id"`,
          [now, now],
        );
        const byDepot = new Map<string, string[]>();
        for (const r of rows) byDepot.set(r.depot_id, [...(byDepot.get(r.depot_id) ?? []), r.attendance_id]);
        const runs = [...byDepot].map(([depotId, attendanceIds]) => ({ depotId, attendanceIds }));
        for (const r of runs) uow.enqueue('overstay-alert', r);
        return runs;
      },
      { action: 'overstay.flag' },
    );
  }
}
