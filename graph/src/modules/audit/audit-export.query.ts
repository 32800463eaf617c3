import type { Knex } from '@mikro-orm/postgresql';
import type { CopyRow } from '../../lib/pg-copy';
import { stampSerialDay, stampSerialTime } from '../../core/db/copy-cells';
import type { XlsxValue } from '../../lib/xlsx-writer';
import type { ExportColumn, ExportPlan } from '../../core/db/export-plan';
import { auditRows, type AuditRowsFilter } from './audit.service';

/** The audit trail's sheet (issue 25): one row per audited change, what changed in words. */
export const AUDIT_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'day', header: 'Date (UTC)', width: 12, format: 'date' },
  { key: 'time', header: 'Time (UTC)', width: 10, format: 'time' },
  { key: 'user', header: 'User', width: 20 },
  { key: 'action', header: 'Action', width: 26 },
  { key: 'operation', header: 'Operation', width: 10 },
  { key: 'target', header: 'Target', width: 18 },
  { key: 'targetId', header: 'Target id', width: 38 },
  { key: 'changes', header: 'What changed', width: 80 },
  { key: 'ip', header: 'Address', width: 16 },
];

/** The rows of `f` (already limited to the reader's tenant) as `COPY` text, newest first; changes as JSON text. */
export function auditExportSql(knex: Knex, f: AuditRowsFilter): { sql: string; params: unknown[] } {
  const q = auditRows(knex, f)
    .select('at', 'actor_username', 'action', 'operation', 'target_type', 'target_id', knex.raw('changes::text'), 'ip')
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .toSQL();
  return { sql: q.sql, params: [...q.bindings] };
}

/** One changed field in words: `field: before → after`, a personal one `field: changed`. */
export function changesInWords(json: string | null): string {
  if (!json) return '';
  const changes = JSON.parse(json) as Record<string, { before: unknown; after: unknown; masked?: boolean }>;
  const show = (v: unknown) => (v === null || v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(changes)
    .map(([field, c]) => (c.masked ? `${field}: changed (personal)` : `${field}: ${show(c.before)} → ${show(c.after)}`))
    .join('; ');
}

export function auditExportCells(f: CopyRow): XlsxValue[] {
  const at = f[0]!;
  return [stampSerialDay(at), stampSerialTime(at), f[1], f[2], f[3], f[4], f[5], changesInWords(f[6]), f[7]];
}

/** The trail's export plan (what `exports` writes for an audit export): the rows of `f`, already limited to its reader. */
export const auditExportPlan = (knex: Knex, f: AuditRowsFilter): ExportPlan => ({
  sheetName: 'Audit trail',
  columns: AUDIT_EXPORT_COLUMNS,
  ...auditExportSql(knex, f),
  cells: auditExportCells,
});
