import { Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { toSession, type SessionPayload } from './sessionPayload';
import { ConfirmTotpEnrolmentDocument, StartTotpEnrolmentDocument } from './signInDocuments';
import { CodeInput } from './TwoStep';
import { at } from '../../i18n/auth';

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
    start({ variables: { challenge: challenge ?? null } }).catch((error) => setFailure(formErrorText(error, at('signIn.enrolFailed'))));
  }, [start, challenge]);
  const enrolment = started.data?.startTotpEnrolment;
  // issue 36: a code of the wrong length says so, not "is required"
  const digits = code.replace(/\s/g, '');
  const missing = !digits
    ? at('login.required', { field: at('signIn.enrolCode') })
    : !/^\d{6}$/.test(digits)
      ? at('signIn.codeSixDigits')
      : undefined;
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
          setFailure(formErrorText(error, at('signIn.enrolFailed')));
        }
      }}
    >
      <Stack gap="md">
        {failure ? <ErrorBox testId="totp-enrol-error">{failure}</ErrorBox> : null}
        <Text size="sm">{at('signIn.enrolScan')}</Text>
        {enrolment ? (
          <>
            <Image src={enrolment.qrCode} alt={at('signIn.enrolQrAlt')} w={200} h={200} data-testid="totp-qr" />
            <div>
              <Text size="sm" c="dimmed">
                {at('signIn.enrolSecret')}
              </Text>
              <Code fz="md" data-testid="totp-secret" style={{ overflowWrap: 'anywhere', display: 'block' }}>
                {enrolment.secret}
              </Code>
            </div>
          </>
        ) : null}
        <CodeInput
          label={at('signIn.enrolCode')}
          value={code}
          onChange={setCode}
          error={touched ? missing : undefined}
          testId="totp-enrol-code"
        />
        <Group>
          <Button type="submit" size="md" loading={loading} disabled={!enrolment} data-testid="totp-enrol-submit">
            {at('signIn.enrolConfirm')}
          </Button>
          <Button variant="default" size="md" onClick={onCancel} data-testid="totp-enrol-cancel">
            {at('signIn.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
