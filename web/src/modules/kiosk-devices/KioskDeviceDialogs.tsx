import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { kioskDevicesUi as ui } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { ForgetKioskDeviceDocument, RenameKioskDeviceDocument } from './documents';

export type KioskAction = { kind: 'rename' | 'forget'; id: string; label: string; name: string | null };

/** Rename a kiosk or remove it from the list (issue 27); `onDone` refreshes the list. */
export function KioskDeviceDialogs({ action, onClose, onDone }: { action: KioskAction | null; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [rename, renaming] = useMutation(RenameKioskDeviceDocument, { context: localErrors });
  const [forget, forgetting] = useMutation(ForgetKioskDeviceDocument, { context: localErrors });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toastSuccess(done);
      onClose();
      onDone();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? ui.failed);
    }
  };
  return (
    <>
      <Modal
        opened={action?.kind === 'rename'}
        onClose={onClose}
        title={ui.renameTitle}
        centered
        size="sm"
        transitionProps={{ onEnter: () => setName(action?.name ?? '') }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (action) void run(() => rename({ variables: { id: action.id, name: name.trim() || null } }), ui.renamed);
          }}
        >
          <Stack gap="md">
            <TextInput
              label={ui.nameLabel}
              description={ui.nameHint}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
              data-testid="kiosk-name"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {ui.cancel}
              </Button>
              <Button type="submit" loading={renaming.loading} data-testid="kiosk-name-save">
                {ui.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={action?.kind === 'forget'} onClose={onClose} title={ui.forgetTitle} centered size="sm">
        <Stack gap="md">
          <Text size="sm">{action ? ui.forgetBody(action.label) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {ui.cancel}
            </Button>
            <Button
              color="red"
              loading={forgetting.loading}
              onClick={() => action && void run(() => forget({ variables: { id: action.id } }), ui.forgotten)}
              data-testid="kiosk-forget-confirm"
            >
              {ui.forget}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
