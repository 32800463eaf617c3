import { graphql } from '../../gql';
import type { RetentionCountsFieldsFragment as Counts } from '../../gql/graphql';

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
  }
`);

/** Each count of a retention run or an erasure, with its words for one and for many. */
export const COUNT_WORDS: [keyof Omit<Counts, '__typename'>, string, string][] = [
  ['visitors', 'visitor', 'visitors'],
  ['partners', 'partner', 'partners'],
  ['attendances', 'sign-in', 'sign-ins'],
  ['signatures', 'signature', 'signatures'],
  ['regularVisitors', 'regular registration', 'regular registrations'],
  ['evacuationEntries', 'roll-call line', 'roll-call lines'],
  ['refusedKioskEntries', 'refused kiosk entry', 'refused kiosk entries'],
  ['mailRecords', 'e-mail record', 'e-mail records'],
  ['importFiles', 'upload file', 'upload files'],
  ['exportFiles', 'export file', 'export files'],
];
/** "3 sign-ins, 1 visitor" (the kinds with something in them), or "nothing"; an export removed nothing. */
export const removedText = (c: Counts, kind: string) => {
  const text =
    COUNT_WORDS.filter(([k]) => (c[k] as number) > 0)
      .map(([k, one, many]) => `${c[k] as number} ${(c[k] as number) === 1 ? one : many}`)
      .join(', ') || 'nothing';
  return kind === 'export' ? `nothing (exported ${text})` : text;
};
/** An instant as 'yyyy-MM-dd HH:mm' (UTC, as stored), or a dash. */
export const utc = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 16).replace('T', ' ') : '—');
/** How many records a run or an erasure touched, every kind together. */
export const countTotal = (c: Counts) => COUNT_WORDS.reduce((n, [k]) => n + (c[k] as number), 0);
