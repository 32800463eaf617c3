import { useState } from 'react';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { apiFetch, RestError } from '../uploads/rest';
import { st } from '../../i18n/staff';

/** Where the server serves the queue screen (graph: modules/queue-screen). */
const SESSION = '/admin/queues/session';

/**
 * Opens the job queues' screen (issue 41, bull-board on the server): the stored staff token buys a cookie scoped to
 * the screen, then the browser goes there. The screen itself is the server's; a failure is said here.
 */
export function OpenQueueScreen() {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      const res = await apiFetch(SESSION, { method: 'POST' });
      const { path } = (await res.json()) as { path: string };
      window.location.assign(path);
    } catch (e) {
      setError(e instanceof RestError && e.message ? e.message : st('queues.failed'));
      setOpening(false);
    }
  };
  return (
    <Stack gap="md" maw={720}>
      <Text>{st('queues.what')}</Text>
      <List spacing={4}>
        <List.Item>{st('queues.email')}</List.Item>
        <List.Item>{st('queues.files')}</List.Item>
        <List.Item>{st('queues.webhooks')}</List.Item>
        <List.Item>{st('queues.schedules')}</List.Item>
      </List>
      <Text c="dimmed" size="sm">
        {st('queues.safety')}
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button onClick={() => void open()} loading={opening} data-testid="open-queue-screen">
          {st('queues.open')}
        </Button>
      </div>
    </Stack>
  );
}
