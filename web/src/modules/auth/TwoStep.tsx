import { Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { toSession, type SessionPayload } from './sessionPayload';
import { SignInWithCodeDocument } from './signInDocuments';
import { at } from '../../i18n/auth';

/** The code field of both steps: digits or a recovery code, 44 px tall. */
export function CodeInput({
  value,
  onChange,
  error,
  label,
  testId,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  label: string;
  testId: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="none"
      spellCheck={false}
      withAsterisk
      size="md"
      error={error}
      data-testid={testId}
    />
  );
}

/** Sign-in, second step: the code from the authenticator app (or a recovery code). */
export function TotpCodeStep({
  challenge,
  onSession,
  onRestart,
}: {
  challenge: string;
  onSession: (s: SessionPayload) => void;
  onRestart: () => void;
}) {
  const [verify, { loading }] = useMutation(SignInWithCodeDocument, { context: localErrors });
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = !code.trim() ? at('login.required', { field: at('signIn.code') }) : undefined;
  return (
    <form
      noValidate
      data-testid="totp-code-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (missing) return;
        setFailure(null);
        try {
          const { data } = await verify({ variables: { challenge, code: code.trim() } });
          if (!data) throw new Error('empty answer');
          onSession(toSession(data.signInWithCode));
        } catch (error) {
          setFailure(formErrorText(error, at('signIn.codeFailed')));
        }
      }}
    >
      <Stack gap="md">
        <Text size="sm">{at('signIn.codeIntro')}</Text>
        {failure ? <ErrorBox testId="totp-code-error">{failure}</ErrorBox> : null}
        <CodeInput label={at('signIn.code')} value={code} onChange={setCode} error={touched ? missing : undefined} testId="totp-code" />
        <Button type="submit" loading={loading} size="md" data-testid="totp-code-submit">
          {at('signIn.codeSubmit')}
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="md" onClick={onRestart} data-testid="totp-restart">
            {at('signIn.startOver')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown once after setting up, with the button that goes on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md" data-testid="totp-recovery">
      <Text fw={600}>{at('signIn.recoveryTitle')}</Text>
      <Text size="sm">{at('signIn.recoveryIntro')}</Text>
      <List spacing={4} listStyleType="none" data-testid="totp-recovery-codes" style={{ columns: 2 }}>
        {codes.map((c) => (
          <List.Item key={c}>
            <Code fz="md">{c}</Code>
          </List.Item>
        ))}
      </List>
      <Button size="md" onClick={onDone} data-testid="totp-recovery-done">
        {at('signIn.recoveryDone')}
      </Button>
    </Stack>
  );
}
