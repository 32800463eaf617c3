import type { CopyRow } from '../../lib/pg-copy';
import { stampSerialDay, stampSerialTime } from '../../core/db/copy-cells';
import type { XlsxValue } from '../../lib/xlsx-writer';
import type { ExportColumn, ExportPlan } from '../../core/db/export-plan';

/** The evacuation record's sheet (issue 23): who was on the list, where each stood at the end, when and by whom. */
export const EVACUATION_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'name', header: 'Name', width: 24 },
  { key: 'company', header: 'Company', width: 22 },
  { key: 'visitType', header: 'Type', width: 11 },
  { key: 'host', header: 'Host', width: 18 },
  { key: 'badge', header: 'Badge number', width: 14 },
  { key: 'signedInDate', header: 'Signed in (date)', width: 14, format: 'date' },
  { key: 'signedInTime', header: 'Signed in (time)', width: 14, format: 'time' },
  { key: 'status', header: 'Status', width: 16 },
  { key: 'markedAt', header: 'Marked or left at', width: 16, format: 'time' },
  { key: 'markedBy', header: 'Marked by', width: 20 },
];

/** The statuses in the screens' words. */
const STATUS_WORDS: Record<string, string> = { SAFE: 'Safe', LEFT: 'Left', MISSING: 'Unaccounted for' };

/**
 * The record's rows as `COPY` text, the unaccounted for first, then by name. While the roll-call is open a person who
 * signed out since it started counts as left (as the screen shows it); an ended record has it written.
 */
export function evacuationExportSql(evacuationId: string): { sql: string; params: unknown[] } {
  return {
    sql: `select e.name, e.company, e.visit_type, e.host, e.badge_number, e.checked_in_at,
        case when e.status = 'MISSING' and v.ended_at is null and a.checked_out_at >= v.started_at then 'LEFT' else e.status end,
        case when e.status = 'MISSING' and v.ended_at is null and a.checked_out_at >= v.started_at then a.checked_out_at else e.marked_at end,
        e.marked_by_name
      from evacuation_entry e join evacuation v on v.id = e.evacuation_id left join attendance a on a.id = e.attendance_id
      where e.evacuation_id = ?
      order by (e.status = 'MISSING') desc, e.name, e.id`,
    params: [evacuationId],
  };
}

/** One COPY row of `evacuationExportSql` as the sheet's cells (timestamps printed in the depot's zone by copyRows). */
export function evacuationExportCells(f: CopyRow): XlsxValue[] {
  const inAt = f[5]!;
  const marked = f[7];
  return [
    f[0],
    f[1],
    f[2],
    f[3],
    f[4],
    stampSerialDay(inAt),
    stampSerialTime(inAt),
    STATUS_WORDS[f[6]!] ?? f[6],
    marked == null ? null : stampSerialTime(marked),
    f[8],
  ];
}

/** An evacuation record's export plan (what `exports` writes for it). */
export const evacuationExportPlan = (evacuationId: string): ExportPlan => ({
  sheetName: 'Evacuation',
  columns: EVACUATION_EXPORT_COLUMNS,
  ...evacuationExportSql(evacuationId),
  cells: evacuationExportCells,
});
