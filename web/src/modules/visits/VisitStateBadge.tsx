import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { visitUi } from './messages';
import { visitPath } from '../../app/paths';
import { timeIn } from '../../app/time';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { st } from '../../i18n/staff';

export const stateColor: Record<string, string> = { BOOKED: 'gray', CHECKED_IN: 'teal', CHECKED_OUT: 'blue', CANCELLED: 'red' };
/** A visit's state in words; a sign-out made by the depot's end-of-day sign-out says so (issue 23). */
export function VisitStateBadge({ state, automatic = false }: { state: string; automatic?: boolean }) {
  return (
    <Badge
      color={stateColor[state] ?? 'gray'}
      variant="light"
      style={{ minWidth: 'max-content' }} // never cut to 'CHECKED…' in a narrow column
      data-testid="visit-state"
      data-state={state}
      data-automatic={automatic || undefined}
    >
      {visitUi.state[state] ?? state}
      {automatic && state === 'CHECKED_OUT' ? ` ${st('visits.automaticSignOut')}` : ''}
    </Badge>
  );
}

/** When the visitor came in and went out, in the depot's zone; nothing before the check-in. */
export function VisitInOut({ visit: v, zone }: { visit: VisitFieldsFragment; zone: string }) {
  return v.checkInTime ? (
    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {v.checkOutTime
        ? st('common.visitInOut', { in: timeIn(v.checkInTime, zone), out: timeIn(v.checkOutTime, zone) })
        : st('common.visitIn', { in: timeIn(v.checkInTime, zone) })}
    </Text>
  ) : null;
}

/** The visitor's name, opening the visit's detail (without the row's own click). */
export function VisitOpenLink({ visit: v }: { visit: VisitFieldsFragment }) {
  return (
    <Anchor component={Link} to={visitPath(v.id)} fw={600} onClick={(e) => e.stopPropagation()} data-testid="visit-open">
      {v.firstName} {v.lastName}
    </Anchor>
  );
}
