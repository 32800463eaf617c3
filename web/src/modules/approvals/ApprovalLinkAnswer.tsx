import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { graphQLErrorText } from '../auth/errors';
import { ApprovalByLinkDocument, DecideWalkInByLinkDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * Issue 37: what an approval e-mail's link opens: the waiting walk-in and Let in / Refuse (a link checker's visit
 * decides nothing). The link works once, for its walk-in only, until the depot's time runs out; a used, late or
 * wrong link is told so by the server.
 */
export function ApprovalLinkAnswer({ id, token }: { id: string; token: string }) {
  const view = useQuery(ApprovalByLinkDocument, { variables: { id, token }, context: localErrors, fetchPolicy: 'network-only' });
  const [decide, deciding] = useMutation(DecideWalkInByLinkDocument, { context: localErrors });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const a = view.data?.approvalByLink;
  if (view.loading) return <Loader />;
  if (view.error || !a) return <Alert color="red">{graphQLErrorText(view.error) ?? st('approvals.linkClosed')}</Alert>;
  const answer = async (approve: boolean) => {
    setError(null);
    try {
      const r = (await decide({ variables: { id, token, approve } })).data?.decideWalkInByLink;
      if (r?.status === 'FAILED') setError(st('approvals.failed', { name: a.personName, reason: r.failure ?? '' }));
      else if (r) {
        const outcome = approve ? st('approvals.outcomeAPPROVED') : st('approvals.outcomeDENIED');
        setDone(st('approvals.linkDone', { name: a.personName, outcome }));
      }
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('approvals.linkClosed'));
    }
  };
  return (
    <Stack gap="md" data-testid="approval-link">
      <Text>{st('approvals.linkBody', { name: a.personName, company: a.company, depot: a.depotCode })}</Text>
      {a.hostName ? <Text size="sm">{st('approvals.host', { host: a.hostName })}</Text> : null}
      {done ? (
        <Alert color="teal" data-testid="approval-link-done">
          {done}
        </Alert>
      ) : a.status !== 'PENDING' ? (
        <Alert color="gray">{st('approvals.linkClosed')}</Alert>
      ) : (
        <Group grow>
          <Button color="teal" size="md" loading={deciding.loading} onClick={() => void answer(true)} data-testid="approval-link-let-in">
            {st('approvals.letIn')}
          </Button>
          <Button
            color="red"
            variant="light"
            size="md"
            disabled={deciding.loading}
            onClick={() => void answer(false)}
            data-testid="approval-link-refuse"
          >
            {st('approvals.refuse')}
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" data-testid="approval-link-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
