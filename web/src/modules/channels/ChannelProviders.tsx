import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { ChannelSettingsDocument } from './documents';
import { SmsProviderForm } from './SmsProviderForm';
import { SlackBotForm } from './SlackBotForm';
import { DepotChannelRow } from './DepotChannelRow';
import { ErrorBox } from '../../ui/ErrorBox';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

/** A tenant's providers (issue 39): the SMS provider, the Slack bot, each depot's Teams and Slack channels. Secrets are never shown. */
export function ChannelProviders({ tenantId }: { tenantId: string }) {
  const { data, error } = useQuery(ChannelSettingsDocument, { variables: { tenantId } });
  if (error) return <ErrorBox testId="channels-error">{error.message}</ErrorBox>;
  const s = data?.channelSettings;
  if (!s) return null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SmsProviderForm tenantId={tenantId} hint={s.sms?.hint ?? null} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SlackBotForm tenantId={tenantId} hint={s.slackBot?.hint ?? null} />
      </Paper>
      <Panel title={st('channels.depotsTitle')}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {s.depots.map((d) => (
            <DepotChannelRow
              key={d.depotId}
              depotId={d.depotId}
              depotCode={d.depotCode}
              teams={d.teams?.hint ?? null}
              slack={d.slack?.hint ?? null}
            />
          ))}
        </SimpleGrid>
      </Panel>
    </Stack>
  );
}
