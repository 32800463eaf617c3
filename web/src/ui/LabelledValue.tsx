import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One field of a record on a staff details screen (a visit, a questionnaire, the user's profile): the label small and
 * in capitals above the value. `value` shows '-' when empty; `children`, when given, show as they are.
 */
export function LabelledValue({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children ?? (value || '-')}
      </Text>
    </div>
  );
}
