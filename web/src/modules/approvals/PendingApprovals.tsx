import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { timeIn } from '../../app/time';
import { graphQLErrorText } from '../auth/errors';
import { DecideWalkInDocument, PendingApprovalsDocument, WalkInApprovalChangedDocument } from './documents';
import { st } from '../../i18n/staff';

const REASONS = ['WALK_IN', 'WATCHLIST', 'TEMPERATURE', 'HEALTH'] as const;
const reasonText = (r: string) => (REASONS.includes(r as never) ? st(`approvals.reasons.${r as (typeof REASONS)[number]}`) : r);

/**
 * Issue 37: the walk-ins waiting at a depot to be let in (on its On site screen), each with Let in and Refuse. It
 * reads again when the depot's walkInApprovalChanged says one started waiting or was answered (here, on another
 * screen, by an e-mail link, on another replica), and every 15 s for the ones whose time ran out. Nothing when none.
 */
export function PendingApprovals({ depotId, zone }: { depotId: string; zone: string }) {
  const list = useQuery(PendingApprovalsDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network', pollInterval: 15_000 });
  useSubscription(WalkInApprovalChangedDocument, { variables: { depotId }, onData: () => void list.refetch() });
  const [decide] = useMutation(DecideWalkInDocument, { context: localErrors });
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data?.pendingApprovals ?? [];
  if (!rows.length) return null;
  const answer = async (id: string, approve: boolean) => {
    setBusy(id);
    try {
      const r = (await decide({ variables: { id, approve } })).data?.decideWalkIn;
      if (r?.status === 'FAILED') toastError(st('approvals.failed', { name: r.personName, reason: r.failure ?? '' }));
      else if (r)
        toastSuccess(approve ? st('approvals.approved', { name: r.personName }) : st('approvals.refused', { name: r.personName }));
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('approvals.failedSave'));
    } finally {
      setBusy(null);
      void list.refetch();
    }
  };
  return (
    <Paper withBorder radius="md" p="md" bg="yellow.0" data-testid="pending-approvals">
      <Stack gap="sm">
        <div>
          <SectionHeading title={st('approvals.title')} intro={st('approvals.intro')} order={3} />
        </div>
        {rows.map((a) => (
          <Paper key={a.id} withBorder radius="sm" p="sm" data-testid="pending-approval" data-name={a.personName}>
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text fw={700}>
                  {a.personName} · {a.company}
                </Text>
                {a.hostName ? <Text size="sm">{st('approvals.host', { host: a.hostName })}</Text> : null}
                <Group gap={4}>
                  {a.reasons.map((r) => (
                    <Badge key={r} color={r === 'WALK_IN' ? 'gray' : 'orange'} variant="light">
                      {reasonText(r)}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {st('approvals.waitingSince', { at: timeIn(a.requestedAt, zone), until: timeIn(a.expiresAt, zone) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button color="teal" loading={busy === a.id} onClick={() => void answer(a.id, true)} data-testid="approval-let-in">
                  {st('approvals.letIn')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  disabled={busy === a.id}
                  onClick={() => void answer(a.id, false)}
                  data-testid="approval-refuse"
                >
                  {st('approvals.refuse')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
