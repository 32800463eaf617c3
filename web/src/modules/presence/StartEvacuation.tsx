import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError } from '../../app/notify';
import { evacuationUi } from './messages';
import { graphQLErrorText } from '../auth/errors';
import { OnSiteCountsDocument, StartEvacuationDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * The Start evacuation button and its confirmation naming how many are on site (issue 23), for those allowed to start
 * one (DepotManager and above): on the Evacuation screen and on the on-site list (issue 36). `onDone` runs after the
 * start (`true`) or a refusal (`false`, shown as a toast). `askNow` opens the confirmation at once: the installed app's
 * "Start a roll-call" shortcut (issue 39) is one tap and this one confirmation.
 */
export function StartEvacuation({
  depotId,
  depotLabel,
  onDone,
  size = 'xl',
  askNow = false,
}: {
  depotId: string;
  depotLabel: string;
  onDone: (started: boolean) => void;
  size?: 'lg' | 'xl';
  askNow?: boolean;
}) {
  const counts = useQuery(OnSiteCountsDocument, { fetchPolicy: 'cache-and-network' });
  const [start, starting] = useMutation(StartEvacuationDocument, { context: localErrors });
  const [asking, setAsking] = useState(askNow);
  const onSite = counts.data?.onSiteCounts.find((c) => c.depotId === depotId)?.onSite ?? 0;
  const confirmStart = async () => {
    try {
      await start({ variables: { depotId } });
      setAsking(false);
      onDone(true);
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('evacuation.failed'));
      setAsking(false);
      onDone(false);
    }
  };
  return (
    <>
      <Button color="red" size={size} onClick={() => setAsking(true)} data-testid="start-evacuation">
        {st('evacuation.start')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} centered title={st('evacuation.startConfirmTitle')}>
        <Stack>
          <Text>{evacuationUi.startConfirm(depotLabel, onSite)}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setAsking(false)}>
              {st('evacuation.cancel')}
            </Button>
            <Button color="red" loading={starting.loading} onClick={() => void confirmStart()} data-testid="start-confirm">
              {st('evacuation.startYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
