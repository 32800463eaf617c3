import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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
      <ConfirmDialog
        opened={action?.kind === 'forget'}
        onClose={onClose}
        title={st('kioskDevices.forgetTitle')}
        body={action ? st('kioskDevices.forgetBody', { name: action.label }) : null}
        confirm={st('kioskDevices.forget')}
        busy={forgetting.loading}
        onConfirm={() => action && void run(() => forget({ variables: { id: action.id } }), st('kioskDevices.forgotten'))}
        testId="kiosk-forget-confirm"
      />
      <ConfirmDialog
        opened={action?.kind === 'unpair'}
        onClose={onClose}
        title={st('kioskDevices.unpair')}
        body={action?.label}
        confirm={st('kioskDevices.unpair')}
        busy={unpairing.loading}
        onConfirm={() => action && void run(() => unpair({ variables: { id: action.id } }), st('kioskDevices.unpaired'))}
        testId="kiosk-unpair-confirm"
      />
    </>
  );
}

/** A kiosk's forget or unpair, asked first: what it does, Cancel, and the red button that does it. */
function ConfirmDialog(p: {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: ReactNode;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={p.title} centered size="sm">
      <Stack gap="md">
        <Text size="sm">{p.body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onClose}>
            {st('kioskDevices.cancel')}
          </Button>
          <Button color="red" loading={p.busy} onClick={p.onConfirm} data-testid={p.testId}>
            {p.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
