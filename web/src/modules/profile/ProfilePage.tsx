import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../app/auth';
import { ChangePasswordForm } from '../auth/ChangePasswordForm';
import { StaffPage } from '../../ui/StaffPage';
import { TenantSignInSettings } from '../auth/TenantSignInSettings';
import { TwoStepProfile } from '../auth/TwoStepProfile';
import { MyChannelsForm } from '../channels/MyChannelsForm';
import { MySummariesForm } from '../summaries/MySummariesForm';
import { MyLanguageForm } from '../auth/MyLanguageForm';
import { at } from '../../i18n/auth';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';
import { LabelledValue } from '../../ui/LabelledValue';

/**
 * /profile, from the user menu: who is signed in (name, username, role, tenant, location), the password change, two-step
 * sign-in (issue 25), the language (issue 39), the summaries of a TenantAdmin's or DepotManager's depots (issue 39) and, for a TenantAdmin, the company's staff sign-in settings.
 */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <StaffPage section={st('account.profileTitle')}>
      <Panel title={user.name || user.username} order={2} gap="md" testId="profile">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <LabelledValue label={at('login.username')} value={user.username} testId="profile-username" />
          <LabelledValue label={st('account.profileEmail')} value={user.email} />
          <LabelledValue label={st('account.profileRole')} value={user.role} testId="profile-role" />
          <LabelledValue label={st('account.profileTenant')} value={user.tenantName} />
          <LabelledValue label={st('account.profileDepot')} value={user.depot?.code} />
        </SimpleGrid>
      </Panel>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <MyLanguageForm />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {st('account.changePasswordTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {st('account.changePasswordIntro')}
            </Text>
          </div>
          <ChangePasswordForm />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <TwoStepProfile />
      </Paper>
      {user.tenantName ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <MyChannelsForm />
        </Paper>
      ) : null}
      {user.role === 'TenantAdmin' || user.role === 'DepotManager' ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <MySummariesForm />
        </Paper>
      ) : null}
      {user.role === 'TenantAdmin' ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <TenantSignInSettings />
        </Paper>
      ) : null}
    </StaffPage>
  );
}
