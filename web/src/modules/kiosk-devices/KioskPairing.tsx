import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError } from '../../app/notify';
import { dateTimeIn } from '../../app/time';
import { graphQLErrorText } from '../auth/errors';
import { CreateKioskPairingDocument } from './documents';
import { st } from '../../i18n/staff';

type Pairing = { code: string; url: string; expiresAt: string };

/**
 * "Pair a kiosk" (issue 40): makes a one-time pairing code and link for the depot (15 minutes) and shows it once; the
 * tablet that opens the link exchanges it for its own secret and then appears in the list as paired.
 */
export function KioskPairingButton({ depotId, timeZone, onPaired }: { depotId: string; timeZone: string; onPaired: () => void }) {
  const [pairing, setPairing] = useState<Pairing | null>(null);
  const [create, creating] = useMutation(CreateKioskPairingDocument, { context: localErrors });
  const start = async () => {
    try {
      const r = await create({ variables: { depotId } });
      setPairing(r.data?.createKioskPairing ?? null);
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('kioskDevices.failed'));
    }
  };
  const close = () => {
    setPairing(null);
    onPaired();
  };
  return (
    <>
      <Button variant="light" onClick={() => void start()} loading={creating.loading} data-testid="kiosk-pair">
        {st('kioskDevices.pair')}
      </Button>
      <Modal opened={!!pairing} onClose={close} title={st('kioskDevices.pairTitle')} centered size="md">
        {pairing ? (
          <Stack gap="md" data-testid="kiosk-pairing">
            <Text size="sm">{st('kioskDevices.pairBody', { time: dateTimeIn(pairing.expiresAt, timeZone) })}</Text>
            <Anchor href={pairing.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }} data-testid="kiosk-pair-link">
              {pairing.url}
            </Anchor>
            <Text size="lg" fw={700}>
              <Code fz="lg" data-testid="kiosk-pair-code">
                {st('kioskDevices.pairCode', { code: pairing.code })}
              </Code>
            </Text>
            <Group justify="flex-end">
              <Button onClick={close} data-testid="kiosk-pair-done">
                {st('kioskDevices.pairDone')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
