/**
 * The settings of an export's read-only transaction, before its cursor is declared. `EXPLAIN` of the 100,000-row
 * reports showed: a cursor is planned for its first 10% of rows (cursor_tuple_fraction 0.1), which picks nested
 * loops of index lookups per row over hash joins; with the whole result wanted (1.0) the plan is the one a
 * plain SELECT or COPY gets. The ORDER BY's sort of 100,000 joined rows spilled to disk at the default work_mem
 * (external merge, 7-16 MB): 64 MB for this one transaction keeps it in memory.
 * (`set_config(..., true)` is `SET LOCAL`: both end with the transaction.)
 */
export const EXPORT_SETTINGS = "select set_config('cursor_tuple_fraction', '1', true), set_config('work_mem', '64MB', true)";
