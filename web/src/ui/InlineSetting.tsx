import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { st } from '../i18n/staff';

/**
 * A setting shown as one sentence with "Change", edited in place (a depot's end-of-day sign-out, expected stay and
 * assembly point on its on-site list): the field, Save, Turn off (when it is set) and Cancel. Test ids from `testId`:
 * the sentence `testId`, `-change`, the form `-form`, `-save`, `-off`. The caller keeps the draft and does the saving.
 */
export function InlineSetting({
  testId,
  summary,
  editing,
  onEdit,
  onCancel,
  field,
  canSave,
  onSave,
  onOff,
  offLabel,
  saving,
}: {
  testId: string;
  summary: ReactNode;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  field: ReactNode;
  canSave: boolean;
  onSave: () => void;
  /** Turns the setting off; null when it is not set (no button). */
  onOff: (() => void) | null;
  offLabel?: string;
  saving: boolean;
}) {
  if (!editing)
    return (
      <Group gap="xs" wrap="wrap" className="no-print" data-testid={testId}>
        <Text size="sm" dir="auto">
          {summary}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onEdit} data-testid={`${testId}-change`}>
          {st('presence.change')}
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" align="end" wrap="wrap" className="no-print" data-testid={`${testId}-form`}>
      {field}
      <Button loading={saving} disabled={!canSave} onClick={onSave} data-testid={`${testId}-save`}>
        {st('presence.save')}
      </Button>
      {onOff ? (
        <Button variant="default" loading={saving} onClick={onOff} data-testid={`${testId}-off`}>
          {offLabel ?? st('presence.turnOff')}
        </Button>
      ) : null}
      <Button variant="subtle" onClick={onCancel}>
        {st('presence.cancel')}
      </Button>
    </Group>
  );
}
