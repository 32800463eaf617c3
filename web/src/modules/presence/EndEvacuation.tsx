import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { evacuationUi } from './messages';
import { toastError } from '../../app/notify';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { EndEvacuationDocument } from './documents';
import { st } from '../../i18n/staff';

/** Ends a roll-call (DepotManager and above) after a confirmation that says how many are still missing. */
export function EndEvacuation({ evacuation, onEnded }: { evacuation: EvacuationFieldsFragment; onEnded: () => void }) {
  const [ending, setEnding] = useState(false);
  const [end, ended] = useMutation(EndEvacuationDocument, { context: localErrors });
  const confirmEnd = async () => {
    try {
      await end({ variables: { id: evacuation.id } });
      setEnding(false);
      onEnded();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('evacuation.failed'));
    }
  };

  return (
    <>
      <Button color="red" variant="outline" size="lg" onClick={() => setEnding(true)} data-testid="end-evacuation">
        {st('evacuation.end')}
      </Button>
      <Modal opened={ending} onClose={() => setEnding(false)} centered title={st('evacuation.endConfirmTitle')}>
        <Stack>
          <Text>{evacuationUi.endConfirm(evacuation.missing)}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setEnding(false)}>
              {st('evacuation.cancel')}
            </Button>
            <Button color="red" loading={ended.loading} onClick={() => void confirmEnd()} data-testid="end-confirm">
              {st('evacuation.endYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
