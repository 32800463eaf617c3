import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth';
import { tenantUi } from './messages';
import { paths } from '../../app/paths';
import { isTenantAdminOrSuper } from '../../app/roles';
import { DepotPanel } from './DepotPanel';
import { TenantDetailsDocument } from './documents';
import { dayMonthYear, errorText } from './form';
import { UsersTable } from './UsersTable';
import { st } from '../../i18n/staff';

export const withTenant = (path: string, tenantId: string) => `${path}?tenant=${encodeURIComponent(tenantId)}`;

/**
 * /tenant-details/{tenantId} (spec 2.4, 6): the users table and the add buttons for TenantAdmin and SuperAdmin;
 * per location its address, kiosk addresses, managers and badges. A DepotManager sees only its own depot, read-only.
 */
export function TenantDetails({ tenantId }: { tenantId: string }) {
  const { user } = useAuth();
  const admin = isTenantAdminOrSuper(user?.role);
  const { data, error, loading } = useQuery(TenantDetailsDocument, { variables: { id: tenantId }, fetchPolicy: 'cache-and-network' });
  const tenant = data?.tenant;
  const depots = tenant?.depots ?? [];
  const [tab, setTab] = useState<string | null>(null);
  useEffect(() => {
    if (depots.length && !depots.some((d) => d.id === tab)) setTab(depots[0].id);
  }, [depots, tab]);

  if (error && !tenant)
    return (
      <Alert color="red" variant="light" data-testid="tenant-details-error">
        {errorText(error)}
      </Alert>
    );
  if (loading && !tenant) return <Skeleton h={240} radius="md" />;
  if (!tenant) return null;

  return (
    <Stack gap="lg" data-testid="tenant-details">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} miw={0}>
            <Title order={2} size="h3" data-testid="tenant-name" style={{ overflowWrap: 'anywhere' }}>
              {tenant.name}
            </Title>
            <Group gap="xs">
              <Text c="dimmed" size="sm">
                {st('tenants.registered', { date: dayMonthYear(tenant.dateRegistered) })}
              </Text>
              <Badge variant="light">{tenantUi.depotsCount(tenant.numDepots)}</Badge>
              {admin ? (
                <Badge variant="light" color="gray">
                  {tenantUi.usersCount(tenant.numReps)}
                </Badge>
              ) : null}
              <Badge variant="light" color="gray">
                {st('tenants.tempLimits')}: {tenant.tempMin.toFixed(1)}–{tenant.tempMax.toFixed(1)} °C
              </Badge>
            </Group>
          </Stack>
          {admin ? (
            <Group gap="sm">
              <Button component={Link} to={withTenant(paths.manageUsers, tenant.id)} data-testid="details-register-user">
                {st('tenants.registerUser')}
              </Button>
              <Button component={Link} to={withTenant(paths.manageDepot, tenant.id)} variant="light" data-testid="details-add-location">
                {st('tenants.addLocation')}
              </Button>
              <Button
                component={Link}
                to={withTenant(paths.updateTenantDetails, tenant.id)}
                variant="default"
                data-testid="details-update-tenant"
              >
                {st('tenants.updateTenant')}
              </Button>
              {(
                [
                  [paths.visitReasons, 'details-visit-reasons', st('reasons.link')],
                  [paths.kioskTexts, 'details-kiosk-texts', st('kioskTexts.link')],
                  [paths.dataRetention, 'details-data-retention', st('retention.link')],
                  [paths.apiKeys, 'details-api-keys', st('apiKeys.link')],
                  [paths.webhooks, 'details-webhooks', st('webhooks.link')],
                  [paths.channels, 'details-channels', st('channels.link')],
                ] as const
              ).map(([path, testId, label]) => (
                <Button key={testId} component={Link} to={withTenant(path, tenant.id)} variant="default" data-testid={testId}>
                  {label}
                </Button>
              ))}
            </Group>
          ) : null}
        </Group>
      </Paper>

      {tenant.archivedAt ? (
        <Alert
          color="gray"
          variant="light"
          title={st('tenants.archivedOn', { date: dayMonthYear(tenant.archivedAt) })}
          data-testid="tenant-archived"
        >
          {tenantUi.removeTenantArchive.join(' ')}
        </Alert>
      ) : null}

      {admin ? <UsersTable tenantId={tenant.id} users={tenant.tenantRep} depots={depots} /> : null}

      <Stack gap="sm">
        <Title order={3} size="h4">
          {st('tenants.locationsTitle')}
        </Title>
        {depots.length === 0 ? (
          <Text c="dimmed">{st('tenants.noLocations')}</Text>
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline" data-testid="depot-tabs">
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {depots.map((d) => (
                <Tabs.Tab key={d.id} value={d.id} data-testid="depot-tab" data-code={d.code}>
                  <Text fw={600} size="sm" span>
                    {d.code}
                  </Text>
                  <Text c="dimmed" size="xs" span visibleFrom="sm">
                    {' '}
                    · {d.address.line1}
                  </Text>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {depots.map((d) => (
              <Tabs.Panel key={d.id} value={d.id} pt="md">
                <DepotPanel tenantId={tenant.id} depot={d} canEdit={admin} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Stack>
  );
}
