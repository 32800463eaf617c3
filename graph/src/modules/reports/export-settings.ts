/**
 * The settings of an export's read-only transaction, before its `COPY (query) TO STDOUT` (exports/copy-rows.ts);
 * $1 is the depot's time zone. `EXPLAIN` of the 100,000-row reports showed the ORDER BY's sort of 100,000 joined
 * rows spilling to disk at the default work_mem (external merge, 7-16 MB): 64 MB for this one transaction keeps
 * it in memory. Timestamps are printed in ISO style in the depot's zone ('2026-04-10 09:10:00+01'), so the
 * export's dates and times are slices of that text (the profile showed the per-row zone arithmetic in node
 * costing more than PostgreSQL's own output conversion, which a plain COPY of the rows pays as well).
 * (`set_config(..., true)` is `SET LOCAL`: all end with the transaction.)
 */
export const EXPORT_SETTINGS =
  "select set_config('work_mem', '64MB', true), set_config('TimeZone', $1, true), set_config('DateStyle', 'ISO, DMY', true)";
