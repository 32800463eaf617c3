import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { signInUi } from './messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { DisableTotpDocument } from './signInDocuments';
import { at } from '../../i18n/auth';
import { useTextFields } from './useTextFields';
import { CodeInput } from './TwoStep';

/** Turning two-step sign-in off: the password and a current code (or a recovery code) both asked for. */
export function TwoStepDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [disable, { loading }] = useMutation(DisableTotpDocument, { context: localErrors });
  const { values, set, bind } = useTextFields({ password: '', code: '' });
  const { password, code } = values;
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = {
    password: password ? undefined : at('login.required', { field: at('login.password') }),
    code: code.trim() ? undefined : at('login.required', { field: at('signIn.code') }),
  };
  return (
    <form
      noValidate
      data-testid="two-step-off-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (errors.password || errors.code) return;
        setFailure(null);
        try {
          await disable({ variables: { password, code: code.trim() } });
          toastSuccess(signInUi.disabled, { autoClose: 4000 });
          onDone();
        } catch (error) {
          setFailure(formErrorText(error, at('signIn.turnOffFailed')));
        }
      }}
    >
      <Stack gap="md" maw={420}>
        <Text size="sm">{at('signIn.turnOffIntro')}</Text>
        {failure ? <ErrorBox testId="two-step-off-error">{failure}</ErrorBox> : null}
        <PasswordInput
          label={at('login.password')}
          autoComplete="current-password"
          withAsterisk
          size="md"
          {...bind('password', touched ? errors.password : undefined)}
          data-testid="two-step-off-password"
        />
        {/* the sign-in step's own code field (no capital letter or spelling fix on a tablet's keyboard) */}
        <CodeInput
          label={at('signIn.code')}
          value={code}
          onChange={(v) => set({ code: v })}
          error={touched ? errors.code : undefined}
          testId="two-step-off-code"
        />
        <Group>
          <Button type="submit" size="md" color="red" loading={loading} data-testid="two-step-off-submit">
            {at('signIn.turnOff')}
          </Button>
          <Button variant="default" size="md" onClick={onCancel}>
            {at('signIn.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
