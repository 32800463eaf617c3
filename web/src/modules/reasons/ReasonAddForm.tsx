import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { AddVisitReasonDocument } from './documents';
import { st } from '../../i18n/staff';

/** Adds a visit reason to the tenant's list; the text is required. */
export function ReasonAddForm({ tenantId, onAdded }: { tenantId: string; onAdded: () => Promise<unknown> }) {
  const [add] = useMutation(AddVisitReasonDocument, { context: localErrors });
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setAddError(null);
    if (!text.trim()) {
      setAddError(st('reasons.required'));
      return;
    }
    setAdding(true);
    try {
      await add({ variables: { input: { text: text.trim(), tenantId } } });
      toastSuccess(Messages.reasonAdded, { autoClose: 4000 });
      setText('');
      await onAdded();
    } catch (err) {
      setAddError(graphQLErrorText(err) ?? st('reasons.notAdded'));
    } finally {
      setAdding(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={(e) => void onAdd(e)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={st('reasons.newReason')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={120}
            style={{ flex: '1 1 240px' }}
            data-testid="reason-new"
          />
          <Button type="submit" mih={44} loading={adding} data-testid="reason-add">
            {st('reasons.add')}
          </Button>
        </Group>
        {addError ? (
          <ErrorBox testId="reason-add-error">
            <Text>{addError}</Text>
          </ErrorBox>
        ) : null}
      </form>
    </Paper>
  );
}
