import { Alert } from '@mantine/core';

/** The error box of a form (spec 7: form submit errors show the server's text in an error box). */
export function ErrorBox({ title, children, testId }: { title?: string; children?: React.ReactNode; testId: string }) {
  return (
    <Alert color="red" variant="light" title={title} data-testid={testId} role="alert">
      {children}
    </Alert>
  );
}
