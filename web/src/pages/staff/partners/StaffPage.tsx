import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TabBarName } from '../../../app/navigation';
import { TabBar } from '../TabBar';

/** A staff screen: the section's title, its tab bar, the screen's own heading and contents. */
export function StaffPage({ section, tabs, title, intro, children }: { section: string; tabs: TabBarName; title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" data-testid="staff-section">
        {section}
      </Title>
      <TabBar bar={tabs} />
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
      {children}
    </Stack>
  );
}
