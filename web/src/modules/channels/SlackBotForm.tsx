import { useMutation } from '@apollo/client/react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { useFormSave } from '../auth/useFormSave';
import { ChannelSettingsDocument, SetSlackBotDocument } from './documents';
import { st } from '../../i18n/staff';

/** The tenant's Slack bot (issue 39): its bot token (write-only), for direct messages to people by Slack member id. */
export function SlackBotForm({ tenantId, hint }: { tenantId: string; hint: string | null }) {
  const [save] = useMutation(SetSlackBotDocument, { context: localErrors, refetchQueries: [ChannelSettingsDocument] });
  const [token, setToken] = useState('');
  const { error, saving, onSubmit } = useFormSave(st('channels.notSaved'), async () => {
    await save({ variables: { input: { tenantId, token } } });
    setToken('');
  });
  return (
    <Stack component="form" gap="sm" onSubmit={onSubmit} data-testid="slack-bot-form">
      <SectionHeading title={st('channels.slackBotTitle')} intro={st('channels.slackBotHelp')} order={3} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PasswordInput
          style={{ flex: '1 1 16rem', minWidth: 0 }}
          label={st('channels.slackBotToken')}
          description={hint ? st('channels.setTo', { hint }) : st('channels.notSet')}
          autoComplete="new-password"
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          size="md"
          error={error}
          errorProps={{ 'data-testid': 'slack-bot-error' }}
          data-testid="slack-bot-token"
        />
        <Button type="submit" size="md" variant="default" loading={saving} data-testid="slack-bot-save">
          {st('channels.save')}
        </Button>
      </Group>
    </Stack>
  );
}
