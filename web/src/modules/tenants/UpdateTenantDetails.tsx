import { useQuery } from '@apollo/client/react';
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { tenantDetailsPath } from '../../app/paths';
import { TenantDetailsDocument } from './documents';
import { TenantEditForm } from './TenantEditForm';
import { FirstRunGuide } from './FirstRunGuide';
import { useTenantChoice } from './useTenantChoice';
import { st } from '../../i18n/staff';

/** /update-tenant-details: a TenantAdmin edits its tenant; a SuperAdmin picks the tenant first. */
export function UpdateTenantDetails() {
  const choice = useTenantChoice();
  if (choice.noTenants) return <FirstRunGuide />;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" maw={640}>
        {choice.picker}
        {choice.tenantId ? (
          <Loaded tenantId={choice.tenantId} />
        ) : choice.superAdmin ? (
          <Text c="dimmed">{st('tenants.chooseTenant')}</Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Loaded({ tenantId }: { tenantId: string }) {
  const { data } = useQuery(TenantDetailsDocument, { variables: { id: tenantId } });
  if (!data) return <Skeleton h={200} />;
  return (
    <Stack gap="md">
      <TenantEditForm key={tenantId} tenant={data.tenant} testId="update-tenant" />
      <Button component={Link} to={tenantDetailsPath(tenantId)} variant="subtle" style={{ alignSelf: 'flex-start' }} px={0}>
        {st('tenants.backToDetails')}
      </Button>
    </Stack>
  );
}
