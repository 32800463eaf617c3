import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { visitUi } from './messages';
import { visitPath } from '../../app/paths';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { VisitInOut, VisitOpenLink, VisitStateBadge } from './VisitStateBadge';
import { live } from '../../i18n/staff';

const C = live(() => visitUi.col);

/**
 * What a visit's row and its card carry alike: the test ids and data attributes (visit-row, its reference, id and
 * name), and a click anywhere on it that opens the visit.
 */
export function useVisitRow() {
  const navigate = useNavigate();
  return (v: VisitFieldsFragment) => ({
    'data-testid': 'visit-row',
    'data-reference': v.meetingReference ?? '',
    'data-visit': v.id,
    'data-name': `${v.firstName} ${v.lastName}`,
    style: { cursor: 'pointer' },
    onClick: () => navigate(visitPath(v.id)),
  });
}

/** A visit as a card (tablets and phones): the time and state on top, the visitor, company, type and host, the actions. */
export function VisitCard({
  visit: v,
  zone,
  when,
  action,
}: {
  visit: VisitFieldsFragment;
  zone: string;
  when: string;
  action?: ReactNode;
}) {
  const visitRow = useVisitRow();
  return (
    <Paper withBorder radius="md" p="sm" {...visitRow(v)}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {when}
          </Text>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <VisitStateBadge state={v.state} automatic={v.autoCheckout} />
            <VisitInOut visit={v} zone={zone} />
          </Stack>
        </Group>
        <Stack gap={0}>
          <VisitOpenLink visit={v} />
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {v.email}
          </Text>
        </Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[v.company, visitUi.visitType[v.visitType] ?? v.visitType, v.hostName ? `${C.host}: ${v.hostName}` : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {v.meetingReference || action ? (
          <Group justify="space-between" align="center" gap="xs" wrap="wrap">
            <Text size="sm" ff="monospace" c="dimmed">
              {v.meetingReference ? `${C.reference} ${v.meetingReference}` : ''}
            </Text>
            {action ? <div onClick={(e) => e.stopPropagation()}>{action}</div> : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
