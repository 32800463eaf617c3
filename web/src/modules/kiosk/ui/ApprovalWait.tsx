import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Messages } from '@contracts/messages';
import { graphqlFetch } from '../../../app/graphqlFetch';
import { silentErrors } from '../../../app/transport';
import { KioskApprovalDocument } from '../documents';
import { kioskText } from '../kioskText';
import type { ApprovalTicket } from '../signInRequests';
import type { Journey } from '../kioskTypes';
import { Modal } from './mantineModal';

/** How often a waiting kiosk asks for the answer (HTTP: the kiosk has no WebSocket; a poll outlives a replica). */
export const APPROVAL_POLL_MS = 2000;

/**
 * Issue 37: a walk-in the depot's rule holds waits here ("Your host has been asked to let you in") while the kiosk
 * polls kioskApproval with its ticket: let in, the sign-in as the confirmation shows it; refused or no answer in the
 * depot's time, "Please see reception". A failed poll (the network) is asked again; the wait cannot be closed.
 */
export function ApprovalWait({
  opened,
  ticket,
  onApproved,
  onRefused,
}: {
  opened: boolean;
  ticket: ApprovalTicket | null;
  onApproved: (result: NonNullable<Journey['result']>) => void;
  onRefused: (message: string) => void;
}) {
  const done = useRef({ onApproved, onRefused });
  done.current = { onApproved, onRefused };
  useEffect(() => {
    if (!opened || !ticket) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const a = (await graphqlFetch(KioskApprovalDocument, { id: ticket.id, kioskToken: ticket.kioskToken }, silentErrors))
          ?.kioskApproval;
        if (stopped || !a) return;
        if (a.state === 'SIGNED_IN' && a.attendance) {
          stopped = true;
          const r = a.attendance;
          return done.current.onApproved({
            attendanceId: r.attendanceId,
            badgeNumber: r.badgeNumber ?? null,
            checkedInAt: String(r.checkedInAt),
            name: r.name,
          });
        }
        if (a.state === 'SEE_RECEPTION') {
          stopped = true;
          return done.current.onRefused(Messages.pleaseSeeReception);
        }
      } catch {
        // Not reached this time: asked again below.
      }
      if (!stopped) timer = setTimeout(() => void poll(), APPROVAL_POLL_MS);
    };
    timer = setTimeout(() => void poll(), APPROVAL_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [opened, ticket]);
  return (
    <Modal
      opened={opened && !!ticket}
      onClose={() => undefined}
      size="md"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      data-testid="approval-wait"
    >
      <Stack gap="lg" align="center" py="md" ta="center">
        <Loader size="lg" color="depot" aria-hidden />
        <Title order={2} fz={{ base: 'xl', sm: 'h2' }} data-testid="approval-wait-title">
          {kioskText.approvalWaiting}
        </Title>
        <Text fz="lg" c="dimmed">
          {kioskText.approvalWaitingHint}
        </Text>
        <Text fz="sm" c="dimmed" role="status" aria-live="polite">
          {kioskText.approvalWaitingStatus}
        </Text>
      </Stack>
    </Modal>
  );
}
