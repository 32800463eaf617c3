import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { refusalAtFields } from '../auth/refusal';
import type { NotificationChannel, NotificationKind } from '../../gql/graphql';
import { MyChannelsDocument, SetMyChannelsDocument } from './documents';
import { stMap, st } from '../../i18n/staff';
import { DirectChannelFields, type DirectChannelValues } from './DirectChannelFields';

const CHANNELS: NotificationChannel[] = ['EMAIL', 'SMS', 'TEAMS', 'SLACK', 'SLACK_DM', 'TEAMS_DM'];

/**
 * The signed-in user's mobile number (E.164), direct channels (Slack member id, own Teams workflow) and channels per
 * kind of notification (issue 39); evacuations are not a choice.
 */
export function MyChannelsForm() {
  const { data } = useQuery(MyChannelsDocument);
  const [save] = useMutation(SetMyChannelsDocument, { context: localErrors });
  const [phone, setPhone] = useState('');
  const [direct, setDirect] = useState<DirectChannelValues>({ slackMemberId: '', teamsWorkflowUrl: '' });
  const [choices, setChoices] = useState<Record<string, string[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mine = data?.myChannels;
  useEffect(() => {
    if (!mine) return;
    setPhone(mine.phone ?? '');
    setDirect({ slackMemberId: mine.slackMemberId ?? '', teamsWorkflowUrl: '' });
    setChoices(Object.fromEntries(mine.choices.map((c) => [c.kind, c.channels])));
  }, [mine]);
  if (!mine) return null;
  const kinds = stMap('channels.kinds');
  const channelWords = stMap('channels.channelNames');
  const toggle = (kind: string, c: string, on: boolean) =>
    setChoices({ ...choices, [kind]: on ? [...(choices[kind] ?? []), c] : (choices[kind] ?? []).filter((x) => x !== c) });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setError(null);
    setSaved(false);
    const input = {
      phone: phone.trim() || null,
      slackMemberId: direct.slackMemberId.trim(),
      // Write-only: left empty, the URL held is kept.
      ...(direct.teamsWorkflowUrl.trim() ? { teamsWorkflowUrl: direct.teamsWorkflowUrl.trim() } : {}),
      choices: mine.choices
        .filter((c) => !c.always)
        .map((c) => ({ kind: c.kind as NotificationKind, channels: (choices[c.kind] ?? []) as NotificationChannel[] })),
    };
    try {
      await save({ variables: { input } });
      setSaved(true);
    } catch (err) {
      const at = refusalAtFields(err, ['phone', 'slackMemberId', 'teamsWorkflowUrl', 'choices'] as const) as Record<string, string>;
      if (at.phone || at.slackMemberId || at.teamsWorkflowUrl) setErrors(at);
      else setError(at.choices ?? graphQLErrorText(err) ?? st('channels.notSaved'));
    }
  };
  return (
    <Stack component="form" gap="sm" onSubmit={(e) => void submit(e)} data-testid="my-channels">
      <Title order={2} size="h4">
        {st('channels.mineTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {st('channels.mineIntro')}
      </Text>
      <TextInput
        label={st('channels.phone')}
        placeholder="+353851234567"
        value={phone}
        onChange={(e) => setPhone(e.currentTarget.value)}
        size="md"
        w={{ base: '100%', sm: 280 }}
        error={errors.phone}
        errorProps={{ 'data-testid': 'my-phone-error' }}
        data-testid="my-phone"
        type="tel"
      />
      <DirectChannelFields
        values={direct}
        teamsHint={mine.teamsWorkflowHint ?? null}
        errors={errors}
        onChange={(k, v) => setDirect({ ...direct, [k]: v })}
        testIdPrefix="my"
      />
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{st('channels.kind')}</Table.Th>
              {CHANNELS.map((c) => (
                <Table.Th key={c}>{channelWords[c]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mine.choices.map((c) => (
              <Table.Tr key={c.kind}>
                <Table.Td>
                  {kinds[c.kind]}
                  {c.always ? (
                    <Text size="xs" c="dimmed">
                      {st('channels.always')}
                    </Text>
                  ) : null}
                </Table.Td>
                {CHANNELS.map((ch) => (
                  <Table.Td key={ch}>
                    <Checkbox
                      size="md"
                      styles={{ root: { minWidth: 44, minHeight: 44, display: 'flex', alignItems: 'center' } }}
                      aria-label={`${kinds[c.kind]}: ${channelWords[ch]}`}
                      checked={c.always || (choices[c.kind] ?? []).includes(ch)}
                      disabled={c.always}
                      onChange={(e) => toggle(c.kind, ch, e.currentTarget.checked)}
                      data-testid={`my-${c.kind}-${ch}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? <ErrorBox testId="my-channels-error">{error}</ErrorBox> : null}
      <Group>
        <Button type="submit" size="md" data-testid="my-channels-save">
          {st('channels.save')}
        </Button>
        {saved ? (
          <Text size="sm" c="teal.8" data-testid="my-channels-saved" role="status">
            {st('channels.saved')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
