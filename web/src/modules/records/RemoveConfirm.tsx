import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { st } from '../../i18n/staff';

/** A remove confirmation: the question, Cancel and 'Yes, remove'; the server's refusal shown in place. */
export function RemoveConfirm({
  body,
  testId,
  onCancel,
  onConfirm,
}: {
  body: string;
  testId: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md" data-testid={testId}>
      {error ? <ErrorBox testId={`${testId}-error`}>{error}</ErrorBox> : null}
      <Text>{body}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {st('partners.cancel')}
        </Button>
        <Button
          color="red"
          loading={busy}
          data-testid={`${testId}-yes`}
          onClick={() => {
            setBusy(true);
            setError(null);
            onConfirm()
              .catch((e: unknown) => setError(graphQLErrorText(e) ?? (e instanceof Error ? e.message : null)))
              .finally(() => setBusy(false));
          }}
        >
          {st('partners.yesRemove')}
        </Button>
      </Group>
    </Stack>
  );
}
