import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { isSuperAdmin } from '../../app/roles';
import { FirstRunDocument } from './documents';
import { st } from '../../i18n/staff';

/** On a fresh install (no tenant yet) a SuperAdmin's first screen says what to do next: add the first tenant and location. */
export function FirstRunBanner() {
  const { user } = useAuth();
  const superAdmin = isSuperAdmin(user?.role);
  const { data } = useQuery(FirstRunDocument, { skip: !superAdmin, fetchPolicy: 'cache-and-network' });
  if (!superAdmin || !data?.firstRun) return null;
  return (
    <Alert variant="light" radius="md" title={st('tenants.firstRunTitle')} data-testid="first-run-banner">
      <Group justify="space-between" align="flex-end" gap="md">
        <Text size="sm" maw={640}>
          {st('tenants.firstRunBody')}
        </Text>
        <Button component={Link} to={paths.addTenant} data-testid="first-run-banner-add">
          {st('tenants.addFirstTenant')}
        </Button>
      </Group>
    </Alert>
  );
}
