import { useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { onSitePath } from '../../app/paths';
import { WalkInApprovalChangedDocument } from './documents';
import { st } from '../../i18n/staff';

type Depot = { id: string; code: string };
type Notice = { approvalId: string; depotId: string; depotCode: string; personName: string };

function DepotWatch({ depot, onChange }: { depot: Depot; onChange: (n: Notice, waiting: boolean) => void }) {
  useSubscription(WalkInApprovalChangedDocument, {
    variables: { depotId: depot.id },
    onData: ({ data }) => {
      const e = data.data?.walkInApprovalChanged;
      if (e)
        onChange({ approvalId: e.approvalId, depotId: depot.id, depotCode: depot.code, personName: e.personName }, e.status === 'PENDING');
    },
  });
  return null;
}

/**
 * Issue 37: every open staff screen of a depot hears at once that a walk-in waits there to be let in (the depot's
 * walkInApprovalChanged), as a notice leading to the depot's On site screen, where the waiting list answers it. It
 * goes away by itself once anyone answered (or the time ran out).
 */
export function ApprovalNotice({ depots }: { depots: readonly Depot[] }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  if (!depots.length) return null;
  const change = (n: Notice, waiting: boolean) =>
    setNotices((all) => {
      const rest = all.filter((x) => x.approvalId !== n.approvalId);
      return waiting ? [n, ...rest].slice(0, 5) : rest;
    });
  return (
    <>
      {depots.map((d) => (
        <DepotWatch key={d.id} depot={d} onChange={change} />
      ))}
      {notices.length ? (
        <Stack gap="xs" mb="md" className="no-print">
          {notices.map((n) => (
            <Alert
              key={n.approvalId}
              color="yellow"
              variant="light"
              radius="md"
              p="sm"
              role="alert"
              withCloseButton
              closeButtonLabel={st('approvals.dismiss')}
              onClose={() => setNotices((all) => all.filter((x) => x.approvalId !== n.approvalId))}
              data-testid="approval-notice"
            >
              <Text fw={700} size="sm">
                {st('approvals.noticeWaiting', { name: n.personName, depot: n.depotCode })}
              </Text>
              <Anchor component={Link} to={onSitePath(n.depotId)} size="sm" data-testid="approval-notice-open">
                {st('approvals.noticeOpen')}
              </Anchor>
            </Alert>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
