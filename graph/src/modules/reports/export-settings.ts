/**
 * The settings of an export's read-only transaction, before its `COPY (query) TO STDOUT` (exports/copy-rows.ts).
 * `EXPLAIN` of the 100,000-row reports showed the ORDER BY's sort of 100,000 joined rows spilling to disk at the
 * default work_mem (external merge, 7-16 MB): 64 MB for this one transaction keeps it in memory. Timestamps are
 * printed in UTC and ISO style, the form `utcInstant` reads; the depot's zone is applied in the export's code.
 * (`set_config(..., true)` is `SET LOCAL`: all end with the transaction.)
 */
export const EXPORT_SETTINGS =
  "select set_config('work_mem', '64MB', true), set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, DMY', true)";
