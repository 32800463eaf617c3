import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The attendances of a depot present at some time of one of its days (issue 41): signed in before the day's end and
 * not signed out before its start. Bounded so that a depot's whole history is never read: by `local_date` (the sign-in
 * day in the depot's zone) from two days before to two after, through `attendance_depot_day_idx` with a range; or open
 * (`attendance_depot_open_idx`, still signed in, whatever the day); or a stay longer than 20 hours that ended on or after
 * the day's start (`attendance_depot_long_idx`). A row outside the window that was present began at least 22 hours
 * before the day (the two days' margin allows for a depot whose zone changed by up to 26 hours since), so it is open
 * or a long stay: the three sets hold every present row, and each is read by its index (a bitmap OR).
 * Parameters: tenant, depot, the day's end, the day's start, the day (yyyy-MM-dd) twice, the day's start.
 */
export const PRESENT_DURING_DAY_SQL = `select "id" from "attendance"
  where "tenant_id" = ? and "depot_id" = ? and "checked_in_at" < ? and ("checked_out_at" is null or "checked_out_at" >= ?)
    and ("local_date" between ?::date - 2 and ?::date + 2
      or "checked_out_at" is null
      or ("checked_out_at" - "checked_in_at" > interval '20 hours' and "checked_out_at" >= ?))`;

export const presentDuringDayParams = (tenantId: string, depotId: string, day: string, start: Date, end: Date) => [
  tenantId,
  depotId,
  end,
  start,
  day,
  day,
  start,
];

/** The ids of a depot's attendances present during `day` ([start, end) in its zone). */
export async function presentDuringDay(
  em: EntityManager,
  q: { tenantId: string; depotId: string; day: string; start: Date; end: Date },
): Promise<string[]> {
  const rows: { id: string }[] = await em.execute(
    PRESENT_DURING_DAY_SQL,
    presentDuringDayParams(q.tenantId, q.depotId, q.day, q.start, q.end),
  );
  return rows.map((r) => r.id);
}
