import { Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { localErrors } from '../../app/apollo';
import { validationMessages } from '../../app/messages';
import { signInUi } from '../../app/signInMessages';
import { ErrorBox } from '../../ui/ErrorBox';
import type { SessionUser } from './documents';
import { formErrorText } from './formErrors';
import { ConfirmTotpEnrolmentDocument, SignInWithCodeDocument, StartTotpEnrolmentDocument } from './signInDocuments';

/** A session as the sign-in mutations answer it, shaped like the login's (nullable fields made null). */
export type SessionPayload = { token: string; user: SessionUser };
type AnsweredUser = Omit<SessionUser, 'department' | 'tenantId' | 'tenantName' | 'depot'> & {
  department?: string | null;
  tenantId?: string | null;
  tenantName?: string | null;
  depot?: { id: string; code: string } | null;
};
export const toSession = (p: { token: string; user: AnsweredUser }): SessionPayload => ({
  token: p.token,
  user: {
    ...p.user,
    department: p.user.department ?? null,
    tenantId: p.user.tenantId ?? null,
    tenantName: p.user.tenantName ?? null,
    depot: p.user.depot ?? null,
  },
});

/** The code field of both steps: digits or a recovery code, 44 px tall. */
function CodeInput({
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
  const missing = !code.trim() ? validationMessages.required(signInUi.code) : undefined;
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
          setFailure(formErrorText(error, signInUi.codeFailed));
        }
      }}
    >
      <Stack gap="md">
        <Text size="sm">{signInUi.codeIntro}</Text>
        {failure ? <ErrorBox testId="totp-code-error">{failure}</ErrorBox> : null}
        <CodeInput label={signInUi.code} value={code} onChange={setCode} error={touched ? missing : undefined} testId="totp-code" />
        <Button type="submit" loading={loading} size="md" data-testid="totp-code-submit">
          {signInUi.codeSubmit}
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="md" onClick={onRestart} data-testid="totp-restart">
            {signInUi.startOver}
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
      <Text fw={600}>{signInUi.recoveryTitle}</Text>
      <Text size="sm">{signInUi.recoveryIntro}</Text>
      <List spacing={4} listStyleType="none" data-testid="totp-recovery-codes" style={{ columns: 2 }}>
        {codes.map((c) => (
          <List.Item key={c}>
            <Code fz="md">{c}</Code>
          </List.Item>
        ))}
      </List>
      <Button size="md" onClick={onDone} data-testid="totp-recovery-done">
        {signInUi.recoveryDone}
      </Button>
    </Stack>
  );
}

/**
 * Setting up an authenticator: a new secret (QR code and the key as text), confirmed with the app's first code.
 * From /profile (signed in) or at sign-in (`challenge`: the tenant requires it). `onEnabled` gets the recovery codes
 * and, at sign-in, the session.
 */
export function TotpEnrolment({
  challenge,
  onEnabled,
  onCancel,
}: {
  challenge?: string;
  onEnabled: (codes: string[], session: SessionPayload | null) => void;
  onCancel: () => void;
}) {
  const [start, started] = useMutation(StartTotpEnrolmentDocument, { context: localErrors });
  const [confirm, { loading }] = useMutation(ConfirmTotpEnrolmentDocument, { context: localErrors });
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    start({ variables: { challenge: challenge ?? null } }).catch((error) => setFailure(formErrorText(error, signInUi.enrolFailed)));
  }, [start, challenge]);
  const enrolment = started.data?.startTotpEnrolment;
  const missing = !/^\d{6}$/.test(code.replace(/\s/g, '')) ? validationMessages.required(signInUi.enrolCode) : undefined;
  return (
    <form
      noValidate
      data-testid="totp-enrol-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (missing || !enrolment) return;
        setFailure(null);
        try {
          const { data } = await confirm({ variables: { code: code.replace(/\s/g, ''), challenge: challenge ?? null } });
          if (!data) throw new Error('empty answer');
          const r = data.confirmTotpEnrolment;
          onEnabled(r.recoveryCodes, r.session ? toSession(r.session) : null);
        } catch (error) {
          setFailure(formErrorText(error, signInUi.enrolFailed));
        }
      }}
    >
      <Stack gap="md">
        {failure ? <ErrorBox testId="totp-enrol-error">{failure}</ErrorBox> : null}
        <Text size="sm">{signInUi.enrolScan}</Text>
        {enrolment ? (
          <>
            <Image src={enrolment.qrCode} alt={signInUi.enrolQrAlt} w={200} h={200} data-testid="totp-qr" />
            <div>
              <Text size="sm" c="dimmed">
                {signInUi.enrolSecret}
              </Text>
              <Code fz="md" data-testid="totp-secret" style={{ overflowWrap: 'anywhere', display: 'block' }}>
                {enrolment.secret}
              </Code>
            </div>
          </>
        ) : null}
        <CodeInput
          label={signInUi.enrolCode}
          value={code}
          onChange={setCode}
          error={touched ? missing : undefined}
          testId="totp-enrol-code"
        />
        <Group>
          <Button type="submit" size="md" loading={loading} disabled={!enrolment} data-testid="totp-enrol-submit">
            {signInUi.enrolConfirm}
          </Button>
          <Button variant="default" size="md" onClick={onCancel} data-testid="totp-enrol-cancel">
            {signInUi.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
