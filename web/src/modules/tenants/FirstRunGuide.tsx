import { Alert, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { tenantUi } from './messages';
import { paths } from '../../app/paths';
import { st } from '../../i18n/staff';

/** The first-run guide: no tenant exists yet, so the next step is adding one with its first location. */
export function FirstRunGuide() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="first-run">
      <Stack gap="md" align="flex-start" maw={720}>
        <Title order={2} size="h3">
          {st('tenants.firstRunTitle')}
        </Title>
        <Text>{st('tenants.firstRunBody')}</Text>
        <List type="ordered" spacing="xs" icon={undefined}>
          {tenantUi.firstRunSteps.map((s, i) => (
            <List.Item
              key={s}
              icon={
                <ThemeIcon size={24} radius="xl" variant="light">
                  {i + 1}
                </ThemeIcon>
              }
            >
              {s}
            </List.Item>
          ))}
        </List>
        {/* issue 36: the public address, before the first links go out */}
        <Alert variant="light" title={st('tenants.firstRunAddressTitle')} data-testid="first-run-address">
          {st('tenants.firstRunAddress', { origin: window.location.origin })}
        </Alert>
        <Button component={Link} to={paths.addTenant} size="md" data-testid="first-run-add">
          {st('tenants.addFirstTenant')}
        </Button>
      </Stack>
    </Paper>
  );
}
