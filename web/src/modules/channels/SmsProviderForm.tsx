import { useMutation } from '@apollo/client/react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { refusalAtFields } from '../auth/refusal';
import { ChannelSettingsDocument, SetSmsProviderDocument } from './documents';
import { st } from '../../i18n/staff';

/** The tenant's SMS provider (Twilio): its Account SID, auth token (write-only) and sending number. */
export function SmsProviderForm({ tenantId, hint }: { tenantId: string; hint: string | null }) {
  const [save] = useMutation(SetSmsProviderDocument, { context: localErrors, refetchQueries: [ChannelSettingsDocument] });
  const [v, setV] = useState({ accountSid: '', authToken: '', from: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (k: keyof typeof v) => ({
    value: v[k],
    onChange: (e: { currentTarget: { value: string } }) => setV({ ...v, [k]: e.currentTarget.value }),
    error: errors[k],
    size: 'md' as const,
    'data-testid': `sms-${k}`,
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setError(null);
    setSaving(true);
    try {
      await save({ variables: { input: { tenantId, ...v } } });
      setV({ accountSid: '', authToken: '', from: '' });
    } catch (err) {
      const at = refusalAtFields(err, ['accountSid', 'authToken', 'from'] as const) as Record<string, string>;
      if (Object.keys(at).length) setErrors(at);
      else setError(graphQLErrorText(err) ?? st('channels.notSaved'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack component="form" gap="sm" onSubmit={(e) => void submit(e)} data-testid="sms-form">
      <Title order={3} size="h4">
        {st('channels.smsTitle')}
      </Title>
      <Text size="sm" c="dimmed" data-testid="sms-hint">
        {hint ?? st('channels.notSet')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <TextInput label={st('channels.accountSid')} placeholder="AC…" {...field('accountSid')} />
        <PasswordInput label={st('channels.authToken')} autoComplete="new-password" {...field('authToken')} />
        <TextInput label={st('channels.from')} placeholder="+353851234567" {...field('from')} />
      </SimpleGrid>
      {error ? <ErrorBox testId="sms-error">{error}</ErrorBox> : null}
      <Group>
        <Button type="submit" size="md" loading={saving} data-testid="sms-save">
          {st('channels.save')}
        </Button>
      </Group>
    </Stack>
  );
}
