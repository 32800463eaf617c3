import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useEffect, useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { refusalAtFields } from '../auth/refusal';
import type { NotificationChannel, NotificationKind } from '../../gql/graphql';
import { MyChannelsDocument, SetMyChannelsDocument } from './documents';
import { st } from '../../i18n/staff';
import { ChannelChoices } from './ChannelChoices';
import { DirectChannelFields, type DirectChannelValues } from './DirectChannelFields';

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
      <SectionHeading title={st('channels.mineTitle')} intro={st('channels.mineIntro')} />
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
      <ChannelChoices kinds={mine.choices} chosen={choices} onToggle={toggle} />
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
