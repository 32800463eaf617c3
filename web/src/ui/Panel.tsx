import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A staff screen's bordered section under a heading (a list, a log, a form): the heading, `action` beside it at the
 * right when there is one (an Add or Export button), then the contents stacked. `order` is the heading's level (3 in
 * a screen that has its own h2, 2 where the panel's heading is the screen's first); it always looks like an h4.
 * `intro`: a dimmed sentence under the heading. With `onSubmit` the panel is the form (a one-setting form, a create form).
 */
export function Panel({
  title,
  order = 3,
  gap = 'sm',
  action,
  intro,
  onSubmit,
  testId,
  children,
}: {
  title: ReactNode;
  order?: 2 | 3;
  gap?: 'sm' | 'md';
  action?: ReactNode;
  intro?: ReactNode;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={order} size="h4">
      {title}
    </Title>
  );
  const body = (
    <Stack gap={gap}>
      {action ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {intro ? (
        <Text c="dimmed" fz="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
  return onSubmit ? (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={onSubmit} data-testid={testId}>
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      {body}
    </Paper>
  );
}
