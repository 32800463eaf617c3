import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { st } from '../../i18n/staff';

export type Reason = { id: string; text: string; retired: boolean; inUse: boolean };

/** One reason: its text, active or retired, in use or not, and Rename, Retire or Restore, and Delete when unused. */
export function ReasonCard({
  reason: r,
  busy,
  onRename,
  onRestore,
  onRetire,
  onDelete,
}: {
  reason: Reason;
  /** The action under way (`retire-<id>` and the like), its button loading. */
  busy: string | null;
  onRename: () => void;
  onRestore: () => void;
  onRetire: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="reason-row" data-text={r.text} data-retired={r.retired} data-in-use={r.inUse}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {r.text}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={r.retired ? 'gray' : 'teal'}>
              {r.retired ? st('reasons.retired') : st('reasons.active')}
            </Badge>
            <Badge variant="light" color={r.inUse ? 'blue' : 'gray'}>
              {r.inUse ? st('reasons.inUse') : st('reasons.unused')}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" mih={44} onClick={onRename} data-testid="reason-rename">
            {st('reasons.rename')}
          </Button>
          {r.retired ? (
            <Button variant="light" mih={44} loading={busy === `restore-${r.id}`} onClick={onRestore} data-testid="reason-restore">
              {st('reasons.restore')}
            </Button>
          ) : (
            <Button variant="default" mih={44} loading={busy === `retire-${r.id}`} onClick={onRetire} data-testid="reason-retire">
              {st('reasons.retire')}
            </Button>
          )}
          {!r.inUse ? (
            <Button variant="light" color="red" mih={44} loading={busy === `delete-${r.id}`} onClick={onDelete} data-testid="reason-delete">
              {st('reasons.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
