import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { DayInput } from '../../ui/DateTimeInputs';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorFields, graphQLErrorText } from '../auth/errors';
import type { WatchlistQuery } from '../../gql/graphql';
import { AddWatchlistEntryDocument, UpdateWatchlistEntryDocument, WatchlistDocument } from './documents';
import { st } from '../../i18n/staff';

type Entry = WatchlistQuery['watchlist']['entries'][number];
const FIELDS = ['name', 'email', 'phone', 'company', 'carReg', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/** The end of a day (yyyy-MM-dd) as the entry's expiry (UTC); '' is none. */
const expiryOf = (day: string) => (day ? `${day}T23:59:59.000Z` : null);

/** Adds an entry, or edits one (`entry`): name, optional identifiers, the reason, ALERT or BLOCK, an optional expiry day. */
export function WatchlistEntryForm({ tenantId, entry, onDone }: { tenantId: string; entry?: Entry; onDone?: () => void }) {
  const blank = Object.fromEntries(FIELDS.map((f) => [f, entry?.[f] ?? ''])) as Record<Field, string>;
  const [values, setValues] = useState(blank);
  const [action, setAction] = useState<string>(entry?.action ?? 'ALERT');
  const [expiry, setExpiry] = useState(entry?.expiresAt ? String(entry.expiresAt).slice(0, 10) : '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useMutation(AddWatchlistEntryDocument, { context: localErrors, refetchQueries: [WatchlistDocument] });
  const [update, updating] = useMutation(UpdateWatchlistEntryDocument, { context: localErrors, refetchQueries: [WatchlistDocument] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setErrors({});
    const fields = { ...values, action: action as 'ALERT' | 'BLOCK', expiresAt: expiryOf(expiry) };
    try {
      if (entry) await update({ variables: { input: { id: entry.id, tenantId, ...fields } } });
      else await add({ variables: { input: { tenantId, ...fields } } });
      toastSuccess(
        entry ? st('watchlist.savedToast', { name: values.name.trim() }) : st('watchlist.addedToast', { name: values.name.trim() }),
        { autoClose: 4000 },
      );
      if (!entry) {
        setValues(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>);
        setExpiry('');
      }
      onDone?.();
    } catch (err) {
      setErrors(graphQLErrorFields(err));
      setError(graphQLErrorText(err) ?? st('watchlist.notSaved'));
    }
  };
  const input = (f: Field, required = false) => ({
    label: st(`watchlist.label.${f}`),
    value: values[f],
    withAsterisk: required,
    error: errors[f]?.[0],
    onChange: (ev: { currentTarget: { value: string } }) => {
      // read now: React clears currentTarget once the event is handled, before a queued update runs
      const value = ev.currentTarget.value;
      setValues((v) => ({ ...v, [f]: value }));
    },
    'data-testid': `watchlist-${f}`,
  });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={(e) => void submit(e)}
      data-testid="watchlist-form"
    >
      <Stack gap="sm">
        {entry ? null : (
          <Title order={3} size="h4">
            {st('watchlist.addTitle')}
          </Title>
        )}
        {error ? <ErrorBox testId="watchlist-form-error">{error}</ErrorBox> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('name', true)} maxLength={120} />
          <TextInput {...input('email')} type="email" maxLength={254} />
          <TextInput {...input('phone')} maxLength={30} />
          <TextInput {...input('carReg')} maxLength={20} />
          <TextInput {...input('company')} maxLength={120} />
          <DayInput
            label={st('watchlist.label.expiresAt')}
            value={expiry}
            onChange={setExpiry}
            testId="watchlist-expiry"
            clearable
            minDate={new Date()}
            error={errors.expiresAt?.[0]}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {st('watchlist.identifierHint')}
        </Text>
        <Textarea {...input('reason', true)} maxLength={500} autosize minRows={2} />
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {st('watchlist.label.action')}
          </Text>
          <SegmentedControl
            value={action}
            onChange={setAction}
            data={[
              { value: 'ALERT', label: st('watchlist.action.ALERT') },
              { value: 'BLOCK', label: st('watchlist.action.BLOCK') },
            ]}
            data-testid="watchlist-action"
            fullWidth
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          {onDone && entry ? (
            <Button variant="default" size="md" onClick={onDone}>
              {st('watchlist.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="md" loading={adding.loading || updating.loading} data-testid="watchlist-submit">
            {entry ? st('watchlist.save') : st('watchlist.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
