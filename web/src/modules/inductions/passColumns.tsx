import { Badge, Button } from '@mantine/core';
import { dayLabel } from '../../app/time';
import type { RowColumn } from '../../ui/ResponsiveRows';
import { st } from '../../i18n/staff';

/** What a depot's status lists (partners', visitors') show of a person's pass of a course. */
export interface PassRow {
  courseTitle: string;
  state: string;
  expiresAt?: unknown;
  inPerson: boolean;
}

const COLOR: Record<string, string> = { VALID: 'teal', EXPIRING: 'orange', EXPIRED: 'red', MISSING: 'gray' };
/** A pass's last day as every staff screen writes a day (dd/MM/yyyy, app/time.ts). */
const day = (iso: unknown) => (iso ? dayLabel(String(iso).slice(0, 10)) : '—');

/** The pass's state as a badge: valid, expiring within 30 days, expired, missing. */
export const passState = (r: PassRow) => (
  <Badge color={COLOR[r.state]} variant="light">
    {st(`inductions.stateLabel.${r.state}` as 'inductions.stateLabel.VALID')}
  </Badge>
);

/** The columns after the person's: the course, the state, the expiry, and "record a pass given in person". */
export function passColumns<R extends PassRow>(give: (r: R) => void, recording: boolean, recordTestId: string): RowColumn<R>[] {
  return [
    { key: 'course', header: st('inductions.course'), cell: (r) => r.courseTitle },
    { key: 'state', header: st('inductions.state'), cell: passState, tableOnly: true },
    {
      key: 'expires',
      header: st('inductions.expires'),
      cell: (r) => `${day(r.expiresAt)}${r.inPerson ? ` (${st('inductions.inPerson')})` : ''}`,
      nowrap: true,
    },
    {
      key: 'record',
      header: '',
      cell: (r) =>
        r.state === 'VALID' ? null : (
          <Button size="xs" variant="light" loading={recording} onClick={() => give(r)} data-testid={recordTestId}>
            {st('inductions.recordPass')}
          </Button>
        ),
    },
  ];
}
