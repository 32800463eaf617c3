import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FirstRunGuide } from './FirstRunGuide';
import { useTenantChoice } from './useTenantChoice';
import { st } from '../../i18n/staff';

/**
 * An admin form on its tenant (Add Location, Register a User, Update Tenant Details): a SuperAdmin's tenant picker,
 * then `form` for the tenant chosen (a TenantAdmin's own); "choose a tenant" until one is; the first-run guide while
 * no tenant exists.
 */
export function TenantChoiceForm({ maw, form }: { maw: number; form: (tenantId: string) => ReactNode }) {
  const choice = useTenantChoice();
  if (choice.noTenants) return <FirstRunGuide />;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" maw={maw}>
        {choice.picker}
        {choice.tenantId ? form(choice.tenantId) : choice.superAdmin ? <Text c="dimmed">{st('tenants.chooseTenant')}</Text> : null}
      </Stack>
    </Paper>
  );
}
