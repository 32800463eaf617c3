import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What an auth screen shows in place of its form once it has an answer (a reset done, a reset link spent, the e-mail
 * sent): the notice, green as a status or red as an alert, and below it the way on (`children`).
 */
export function AuthOutcome({ ok, message, testId, children }: { ok: boolean; message: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color={ok ? 'teal' : 'red'} variant="light" data-testid={testId} role={ok ? 'status' : 'alert'}>
        {message}
      </Alert>
      {children}
    </Stack>
  );
}
