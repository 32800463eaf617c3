import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { useFormSave } from '../auth/useFormSave';
import { RenameVisitReasonDocument } from './documents';
import type { Reason } from './ReasonCard';
import { st } from '../../i18n/staff';

/** Renames a reason (the visits that used it show the new text); the text is required. */
export function RenameReason({ reason, onClose, onSaved }: { reason: Reason | null; onClose: () => void; onSaved: () => void }) {
  const [rename] = useMutation(RenameVisitReasonDocument, { context: localErrors });
  const [value, setValue] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  const { error, setError, saving, onSubmit } = useFormSave(st('reasons.notRenamed'), async () => {
    if (!reason) return;
    if (!value.trim()) {
      setError(st('reasons.required'));
      return;
    }
    await rename({ variables: { input: { id: reason.id, text: value.trim() } } });
    toastSuccess(Messages.reasonRenamed, { autoClose: 4000 });
    onSaved();
    setShownFor(null);
    onClose();
  });
  if (reason && shownFor !== reason.id) {
    setShownFor(reason.id);
    setValue(reason.text);
    setError(null);
  }
  const close = () => {
    setShownFor(null);
    onClose();
  };
  return (
    <Modal opened={!!reason} onClose={close} centered title={st('reasons.renameTitle')} data-testid="reason-rename-modal">
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label={st('reasons.newReason')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={120}
            data-testid="reason-rename-text"
          />
          <Text size="sm" c="dimmed">
            {st('reasons.renameHint')}
          </Text>
          {error ? <ErrorBox testId="reason-rename-error">{error}</ErrorBox> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close}>
              {st('reasons.cancel')}
            </Button>
            <Button type="submit" mih={44} loading={saving} data-testid="reason-rename-save">
              {st('reasons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
