import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A staff screen's bordered section under a heading (a list, a log, a form): the heading, `action` beside it at the
 * right when there is one (an Add or Export button), then the contents stacked. `order` is the heading's level (3 in
 * a screen that has its own h2, 2 where the panel's heading is the screen's first); it always looks like an h4.
 */
export function Panel({
  title,
  order = 3,
  gap = 'sm',
  action,
  testId,
  children,
}: {
  title: ReactNode;
  order?: 2 | 3;
  gap?: 'sm' | 'md';
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={order} size="h4">
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
