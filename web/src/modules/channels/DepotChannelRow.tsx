import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { useFormSave } from '../auth/useFormSave';
import { ChannelSettingsDocument, SetDepotChannelDocument } from './documents';
import { st } from '../../i18n/staff';

type Chat = 'TEAMS' | 'SLACK';

/** One depot's Teams and Slack incoming webhooks: what is set (its host), and a URL to set (write-only). */
export function DepotChannelRow(p: { depotId: string; depotCode: string; teams: string | null; slack: string | null }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={`depot-channels-${p.depotCode}`}>
      <Stack gap="xs">
        <Text fw={600}>{p.depotCode}</Text>
        <ChatUrl depotId={p.depotId} depotCode={p.depotCode} channel="TEAMS" hint={p.teams} />
        <ChatUrl depotId={p.depotId} depotCode={p.depotCode} channel="SLACK" hint={p.slack} />
      </Stack>
    </Paper>
  );
}

function ChatUrl({ depotId, depotCode, channel, hint }: { depotId: string; depotCode: string; channel: Chat; hint: string | null }) {
  const [save] = useMutation(SetDepotChannelDocument, { context: localErrors, refetchQueries: [ChannelSettingsDocument] });
  const [url, setUrl] = useState('');
  const label = channel === 'TEAMS' ? st('channels.teams') : st('channels.slack');
  const { error, saving, onSubmit } = useFormSave(st('channels.notSaved'), async () => {
    await save({ variables: { input: { depotId, channel, url } } });
    setUrl('');
  });
  const id = `${channel.toLowerCase()}-${depotCode}`;
  return (
    <Group component="form" align="flex-end" gap="sm" wrap="wrap" onSubmit={onSubmit}>
      <TextInput
        style={{ flex: '1 1 16rem', minWidth: 0 }}
        label={label}
        description={hint ? st('channels.setTo', { hint }) : st('channels.notSet')}
        placeholder="https://…"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        maxLength={2000}
        size="md"
        error={error}
        errorProps={{ 'data-testid': `${id}-error` }}
        data-testid={`${id}-url`}
      />
      <Button type="submit" size="md" variant="default" loading={saving} data-testid={`${id}-save`}>
        {st('channels.save')}
      </Button>
    </Group>
  );
}
