import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TabBarName } from '../app/navigation';
import { TabBar } from './TabBar';

/** A staff screen: the section's title, its tab bar, the screen's own heading (when it has one) and contents. */
export function StaffPage({
  section,
  tabs,
  title,
  intro,
  children,
}: {
  section: string;
  tabs?: TabBarName;
  title?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" data-testid="staff-section">
        {section}
      </Title>
      {tabs ? <TabBar bar={tabs} /> : null}
      {title ? (
        <div>
          <Title order={2} size="h3" data-testid="screen-title">
            {title}
          </Title>
          {intro ? (
            <Text c="dimmed" size="sm" mt={4}>
              {intro}
            </Text>
          ) : null}
        </div>
      ) : null}
      {children}
    </Stack>
  );
}
