import { id, z } from '../../core/command';
import type { Deps, WriteDeps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { isHhMm, localDay, wallClock } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { Attendance } from '../attendance/attendance.entity';
import { closeAttendance } from '../attendance/attendance.service';
import { Depot } from '../depots/depot.entity';
import { PRESENCE_ROLES } from './on-site.service';
import { visibleDepot } from '../depots/depot.policy';

/** A depot's daily sign-out time: HH:mm, or blank for none. */
export const AutoSignOutCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The depot's id."),
  time: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() || null : v === undefined ? null : v),
      z.string({ error: Messages.autoSignOutTime }).refine(isHhMm, { message: Messages.autoSignOutTime }).nullable(),
    )
    .describe("HH:mm in the depot's time zone; null or empty turns the end-of-day sign-out off."),
});
export type AutoSignOutCommand = z.output<typeof AutoSignOutCommand>;

export interface SignOutRun {
  depotId: string;
  localDate: string;
  cutoff: Date;
  /** How many attendances this run closed; null when the day's run had already happened (another worker, a retry). */
  closed: number | null;
}

/**
 * End-of-day sign-out (issue 23). A depot may set a daily time in its own zone; from then on, the worker's sweep
 * (every minute) signs out everyone still signed in who signed in before it: visitors and partners, each attendance
 * closed at that time as an automatic checkout (through closeAttendance: the badge is free, the live views
 * are told). A run is recorded per depot and local day in the same transaction (a unique index), so two workers or a
 * job run twice close each attendance once; a depot without a time is left alone.
 */
export class EndOfDayService {
  constructor(private readonly d: Deps) {}

  /** Sets (or clears) a depot's daily sign-out time: DepotManager (own depot) and above. */
  async setTime(actor: Actor, cmd: AutoSignOutCommand): Promise<string | null> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    if (cmd.time !== null && !isHhMm(cmd.time)) throw badInput(Messages.autoSignOutTime, { time: [Messages.autoSignOutTime] });
    await runUnitOfWork(this.d, ({ em }) => em.nativeUpdate(Depot, { id: depot.id }, { autoSignOutTime: cmd.time }), {
      action: 'depot.auto-sign-out-time',
    });
    return cmd.time;
  }
}

/**
 * The sweep behind the end-of-day sign-out: run by the worker's scheduled job every minute (and by tests on a fixed
 * clock). It needs no request: the EntityManager, the clock and where the live events go.
 */
export class EndOfDaySweep {
  constructor(private readonly d: WriteDeps) {}

  /** Runs every depot whose sign-out time has come today (in its zone) and has not run yet. */
  async runDue(now: Date = this.d.clock.now()): Promise<SignOutRun[]> {
    const depots = await this.d.em.find(Depot, { autoSignOutTime: { $ne: null }, tenant: { archivedAt: null } }, { filters: false });
    const runs: SignOutRun[] = [];
    for (const depot of depots) {
      const localDate = localDay(now, depot.timeZone);
      const cutoff = wallClock(localDate, depot.autoSignOutTime!, depot.timeZone);
      if (now < cutoff) continue;
      runs.push(await this.signOut(depot.id, localDate, cutoff));
    }
    return runs;
  }

  /** One depot's run of one day: everyone signed in before the cutoff and still in is signed out at it. */
  async signOut(depotId: string, localDate: string, cutoff: Date): Promise<SignOutRun> {
    const closed = await runUnitOfWork(this.d, async (uow) => {
      const em = uow.em;
      // The day's run row first: a second run (another worker, a retry) waits here for the first to commit, then finds it.
      const mine: unknown[] = await em.execute(
        `insert into "depot_sign_out_run" ("id", "created_at", "updated_at", "depot_id", "local_date", "cutoff")
         values (gen_random_uuid(), now(), now(), ?, ?, ?) on conflict ("depot_id", "local_date") do nothing returning "id"`,
        [depotId, localDate, cutoff],
      );
      if (!mine.length) return null;
      const open = await em.find(
        Attendance,
        { depot: depotId, checkedOutAt: null, checkedInAt: { $lt: cutoff } },
        { populate: ['attendee', 'partner', 'visit', 'depot', 'tenant', 'badge'], filters: false },
      );
      for (const a of open) closeAttendance(uow, a, { at: cutoff, automatic: true });
      await em.flush();
      await em.execute(`update "depot_sign_out_run" set "closed" = ? where "depot_id" = ? and "local_date" = ?`, [
        open.length,
        depotId,
        localDate,
      ]);
      return open.length;
    });
    return { depotId, localDate, cutoff, closed };
  }
}
