import { useQuery } from '@apollo/client/react';
import { Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { tenantDetailsPath } from '../../app/paths';
import { TenantDetailsDocument } from './documents';
import { TenantEditForm } from './TenantEditForm';
import { TenantChoiceForm } from './TenantChoiceForm';
import { st } from '../../i18n/staff';

/** /update-tenant-details: a TenantAdmin edits its tenant; a SuperAdmin picks the tenant first. */
export function UpdateTenantDetails() {
  return <TenantChoiceForm maw={640} form={(id) => <Loaded tenantId={id} />} />;
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
