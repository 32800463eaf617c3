import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { ForgetKioskDeviceDocument, RenameKioskDeviceDocument, UnpairKioskDeviceDocument } from './documents';
import { st } from '../../i18n/staff';

export type KioskAction = { kind: 'rename' | 'forget' | 'unpair'; id: string; label: string; name: string | null };

/** Rename a kiosk or remove it from the list (issue 27); `onDone` refreshes the list. */
export function KioskDeviceDialogs({ action, onClose, onDone }: { action: KioskAction | null; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [rename, renaming] = useMutation(RenameKioskDeviceDocument, { context: localErrors });
  const [forget, forgetting] = useMutation(ForgetKioskDeviceDocument, { context: localErrors });
  const [unpair, unpairing] = useMutation(UnpairKioskDeviceDocument, { context: localErrors });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toastSuccess(done);
      onClose();
      onDone();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('kioskDevices.failed'));
    }
  };
  return (
    <>
      <Modal
        opened={action?.kind === 'rename'}
        onClose={onClose}
        title={st('kioskDevices.renameTitle')}
        centered
        size="sm"
        transitionProps={{ onEnter: () => setName(action?.name ?? '') }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (action) void run(() => rename({ variables: { id: action.id, name: name.trim() || null } }), st('kioskDevices.renamed'));
          }}
        >
          <Stack gap="md">
            <TextInput
              label={st('kioskDevices.nameLabel')}
              description={st('kioskDevices.nameHint')}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
              data-testid="kiosk-name"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {st('kioskDevices.cancel')}
              </Button>
              <Button type="submit" loading={renaming.loading} data-testid="kiosk-name-save">
                {st('kioskDevices.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={action?.kind === 'forget'} onClose={onClose} title={st('kioskDevices.forgetTitle')} centered size="sm">
        <Stack gap="md">
          <Text size="sm">{action ? st('kioskDevices.forgetBody', { name: action.label }) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {st('kioskDevices.cancel')}
            </Button>
            <Button
              color="red"
              loading={forgetting.loading}
              onClick={() => action && void run(() => forget({ variables: { id: action.id } }), st('kioskDevices.forgotten'))}
              data-testid="kiosk-forget-confirm"
            >
              {st('kioskDevices.forget')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={action?.kind === 'unpair'} onClose={onClose} title={st('kioskDevices.unpair')} centered size="sm">
        <Stack gap="md">
          <Text size="sm">{action?.label}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {st('kioskDevices.cancel')}
            </Button>
            <Button
              color="red"
              loading={unpairing.loading}
              onClick={() => action && void run(() => unpair({ variables: { id: action.id } }), st('kioskDevices.unpaired'))}
              data-testid="kiosk-unpair-confirm"
            >
              {st('kioskDevices.unpair')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
