import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { successMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { paths } from '../../app/paths';
import { graphQLErrorText } from '../auth/errors';
import { CancelVisitDocument, ManualCheckoutDocument } from '../staff/documents';
import { st } from '../../i18n/staff';

/** What the confirmations need to name a visit. */
export type VisitRef = { id: string; attendanceId?: string | null; name: string; when: string };
type Asking = { kind: 'cancel' | 'checkout'; visit: VisitRef };

/**
 * Cancel Visit and Manual Checkout (spec 4.7), each behind a confirmation: a cancelled meeting shows
 * 'Meeting Canceled.' and goes to /reports; a manual checkout (optionally notifying the host) shows
 * 'Visitor was checked-out' and calls `onChanged`. Render `dialog` once on the screen.
 */
export function useVisitActions({ onChanged }: { onChanged?: () => void } = {}) {
  const navigate = useNavigate();
  const [cancel] = useMutation(CancelVisitDocument, { context: localErrors });
  const [checkout] = useMutation(ManualCheckoutDocument, { context: localErrors });
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notify, setNotify] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setAsking(null);
  };

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      if (asking.kind === 'cancel') {
        await cancel({ variables: { id: asking.visit.id } });
        toastSuccess(successMessages.meetingCanceled, { autoClose: 4000 });
        setAsking(null);
        navigate(paths.reports);
      } else {
        await checkout({ variables: { attendanceId: asking.visit.attendanceId!, notify } });
        toastSuccess(successMessages.visitorCheckedOut, { autoClose: 4000 });
        setAsking(null);
        onChanged?.();
      }
    } catch (e) {
      toastError(graphQLErrorText(e) ?? st('visits.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const isCancel = asking?.kind === 'cancel';
  const dialog = (
    <Modal
      opened={!!asking}
      onClose={close}
      centered
      title={isCancel ? st('visits.cancelConfirmTitle') : st('visits.checkoutConfirmTitle')}
      data-testid="visit-confirm"
    >
      {asking ? (
        <Stack gap="md">
          <Text>
            {isCancel
              ? st('visits.cancelConfirmBody', { name: asking.visit.name, when: asking.visit.when })
              : st('visits.checkoutConfirmBody', { name: asking.visit.name })}
          </Text>
          {!isCancel ? (
            <Switch
              size="md"
              label={st('visits.notifyHost')}
              checked={notify}
              onChange={(e) => setNotify(e.currentTarget.checked)}
              data-testid="visit-confirm-notify"
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close} disabled={busy} data-testid="visit-confirm-no">
              {isCancel ? st('visits.keepVisit') : st('visits.notNow')}
            </Button>
            <Button
              color={isCancel ? 'red' : undefined}
              mih={44}
              loading={busy}
              onClick={() => void confirm()}
              data-testid="visit-confirm-yes"
            >
              {isCancel ? st('visits.cancelVisit') : st('visits.manualCheckout')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );

  return {
    askCancel: (visit: VisitRef) => setAsking({ kind: 'cancel', visit }),
    askCheckout: (visit: VisitRef) => {
      setNotify(false);
      setAsking({ kind: 'checkout', visit });
    },
    dialog,
  };
}
