/**
 * The settings of an export's read-only transaction, before its `COPY (query) TO STDOUT` (exports/copy-rows.ts);
 * $1 is the depot's time zone.
 *
 * No `work_mem` of its own. A 64 MB one (from issue 11's second round, to keep the ORDER BY's sort off the disk)
 * made PostgreSQL sort the 100,000 fully joined rows in one process: 300-440 ms to the first row in `EXPLAIN
 * ANALYZE`. At the server's own setting it plans a parallel sort of the narrower attendance rows (Gather Merge,
 * the rest joined after it), first row at 100-120 ms, spill and all. So the export gets the plan that a plain
 * query of the same rows gets.
 *
 * Timestamps are printed in ISO style in the depot's zone ('2026-04-10 09:10:00+01'), so the export's dates and
 * times are slices of that text (the profile showed the per-row zone arithmetic in node costing more than
 * PostgreSQL's own output conversion, which a plain COPY of the rows pays as well).
 * (`set_config(..., true)` is `SET LOCAL`: all end with the transaction.)
 */
export const EXPORT_SETTINGS = "select set_config('TimeZone', $1, true), set_config('DateStyle', 'ISO, DMY', true)";
