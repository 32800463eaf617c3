import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { evacuationUi } from '../../app/presenceMessages';
import { timeIn } from '../../app/time';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { st } from '../../i18n/staff';

type Evacuee = EvacuationFieldsFragment['entries'][number];

/** One person in a roll-call: who, and one large Mark safe (or who marked them safe, with Undo; or when they left). */
export function EvacueeCard({
  evacuee: e,
  zone,
  busy,
  onSafe,
}: {
  evacuee: Evacuee;
  zone: string;
  busy: boolean;
  onSafe: (safe: boolean) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="evacuee" data-name={e.name} data-status={e.status}>
      <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {e.name}
          </Text>
          <Text size="sm">{e.company}</Text>
          <Text size="sm" c="dimmed">
            {e.visitType}
            {e.host ? ` · ${e.host}` : ''}
          </Text>
        </div>
        {e.badgeNumber ? (
          <Badge size="lg" variant="outline">
            {e.badgeNumber}
          </Badge>
        ) : null}
      </Group>
      {e.status === 'MISSING' ? (
        <Button mt="sm" fullWidth size="lg" color="teal" loading={busy} onClick={() => onSafe(true)} data-testid="mark-safe">
          {st('evacuation.markSafe')}
        </Button>
      ) : null}
      {e.status === 'SAFE' ? (
        <Group mt="sm" justify="space-between" wrap="nowrap">
          <Text c="teal.9" fw={600} size="sm" data-testid="marked-safe">
            {evacuationUi.safeBy(timeIn(e.markedAt, zone), e.markedByName ?? null)}
          </Text>
          <Button variant="subtle" color="gray" loading={busy} onClick={() => onSafe(false)} data-testid="mark-undo">
            {st('evacuation.undo')}
          </Button>
        </Group>
      ) : null}
      {e.status === 'LEFT' ? (
        <Text mt="sm" c="dimmed" fw={600} size="sm">
          {st('evacuation.leftAt', { when: timeIn(e.markedAt, zone) })}
        </Text>
      ) : null}
    </Card>
  );
}
