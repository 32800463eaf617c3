import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TabBarName } from '../../app/navigation';
import { TabBar } from '../../pages/staff/TabBar';

/** A staff screen: the section's title, its tab bar, then the screen's own content. */
export function StaffPage({ section, tabs, children }: { section: string; tabs?: TabBarName; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" data-testid="staff-section">{section}</Title>
      {tabs ? <TabBar bar={tabs} /> : null}
      {children}
    </Stack>
  );
}
