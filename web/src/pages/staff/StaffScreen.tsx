import { Stack, Title } from '@mantine/core';
import type { TabBarName } from '../../app/navigation';
import { ComingSoon } from '../../ui/ComingSoon';
import { TabBar } from '../../modules/staff/TabBar';

/**
 * A staff screen whose contents come in a later release: the section's title, its tab bar,
 * and an honest "coming" panel naming the screen.
 */
export function StaffScreen({ section, screen, tabs }: { section: string; screen: string; tabs?: TabBarName }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" data-testid="staff-section">
        {section}
      </Title>
      {tabs ? <TabBar bar={tabs} /> : null}
      <ComingSoon screen={screen} />
    </Stack>
  );
}
