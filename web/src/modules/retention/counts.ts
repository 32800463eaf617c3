import { graphql } from '../../gql';
import type { RetentionCountsFieldsFragment as Counts } from '../../gql/graphql';
import { st } from '../../i18n/staff';

/** What a retention run or an erasure touched, as the words below read it (the runs list, the erasure's toast). */
export const RetentionCountsFields = graphql(`
  fragment RetentionCountsFields on RetentionCounts {
    attendances
    signatures
    evacuationEntries
    visitors
    regularVisitors
    partners
    refusedKioskEntries
    mailRecords
    importFiles
    exportFiles
    watchlistRows
    approvals
  }
`);

/** Each count of a retention run or an erasure, in this order; its words (one and many) are retention.counts in en-staff.ts. */
export const COUNT_WORDS = [
  'visitors',
  'partners',
  'attendances',
  'signatures',
  'regularVisitors',
  'evacuationEntries',
  'refusedKioskEntries',
  'mailRecords',
  'importFiles',
  'exportFiles',
  'watchlistRows',
  'approvals',
] as const satisfies (keyof Omit<Counts, '__typename'>)[];
/** "3 sign-ins, 1 visitor" (the kinds with something in them), or "nothing"; an export removed nothing. */
export const removedText = (c: Counts, kind: string) => {
  const text =
    COUNT_WORDS.filter((k) => (c[k] as number) > 0)
      .map((k) => st(`retention.counts.${k}`, { n: c[k] as number }))
      .join(', ') || st('retention.nothing');
  return kind === 'export' ? st('retention.exportedOnly', { text }) : text;
};
/** An instant as 'yyyy-MM-dd HH:mm' (UTC, as stored), or a dash. */
export const utc = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 16).replace('T', ' ') : '—');
/** How many records a run or an erasure touched, every kind together. */
export const countTotal = (c: Counts) => COUNT_WORDS.reduce((n, k) => n + (c[k] as number), 0);
