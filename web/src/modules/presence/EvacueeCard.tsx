import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { evacuationUi } from './messages';
import { timeIn } from '../../app/time';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { st, visitTypeLabel } from '../../i18n/staff';
import { VisitorPhoto } from '../photos/VisitorPhoto';

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
        {/* marshals find people by face (issue 37) */}
        <VisitorPhoto attendanceId={e.attendanceId ?? null} hasPhoto={e.hasPhoto} name={e.name} size={64} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} size="lg">
            {e.name}
          </Text>
          <Text size="sm">{e.company}</Text>
          <Text size="sm" c="dimmed">
            {visitTypeLabel(e.visitType)}
            {e.host ? ` · ${e.host}` : ''}
          </Text>
          {/* signed in after the roll-call started (issue 37): a marshal looks for them beyond the first sweep */}
          {e.arrivedDuring ? (
            <Badge mt={4} color="#a33a00" variant="outline" tt="none" size="md" data-testid="arrived-during">
              {st('evacuation.arrivedDuring')}
            </Badge>
          ) : null}
        </div>
        {e.badgeNumber ? (
          <Badge size="lg" variant="outline">
            {e.badgeNumber}
          </Badge>
        ) : null}
      </Group>
      {/* every state's row is as tall as the Mark safe button: a card that changes under a marshal's finger keeps its
          height, so the cards below it do not move (issue 36) */}
      <Group mt="sm" mih={50} justify="space-between" wrap="nowrap" gap="sm" data-testid="evacuee-action">
        {e.status === 'MISSING' ? (
          <Button fullWidth size="lg" color="teal" loading={busy} onClick={() => onSafe(true)} data-testid="mark-safe">
            {st('evacuation.markSafe')}
          </Button>
        ) : null}
        {e.status === 'SAFE' ? (
          <>
            <Text c="teal.9" fw={600} size="sm" style={{ minWidth: 0 }} data-testid="marked-safe">
              {evacuationUi.safeBy(timeIn(e.markedAt, zone), e.markedByName ?? null, e.selfReported)}
            </Text>
            <Button
              variant="default"
              size="lg"
              style={{ flexShrink: 0 }}
              loading={busy}
              onClick={() => onSafe(false)}
              data-testid="mark-undo"
            >
              {st('evacuation.undo')}
            </Button>
          </>
        ) : null}
        {e.status === 'LEFT' ? (
          <Text c="dimmed" fw={600} size="sm">
            {st('evacuation.leftAt', { when: timeIn(e.markedAt, zone) })}
          </Text>
        ) : null}
      </Group>
    </Card>
  );
}
