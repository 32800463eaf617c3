import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { DeleteVisitReasonDocument, RestoreVisitReasonDocument, RetireVisitReasonDocument, VisitReasonListDocument } from './documents';
import { ReasonAddForm } from './ReasonAddForm';
import { ReasonCard, type Reason } from './ReasonCard';
import { RenameReason } from './RenameReason';
import { st } from '../../i18n/staff';

/**
 * Visit reasons of a tenant (issue 23): the kiosk's walk-in list. Add and rename; a reason visits used is retired
 * (kept on those visits, no longer offered), one never used can also be deleted; a retired one can be restored.
 * One card a reason, so its actions stay on screen at every width.
 */
export function VisitReasons({ tenantId }: { tenantId: string | null }) {
  const variables = { tenantId };
  const { data, loading, refetch } = useQuery(VisitReasonListDocument, { variables, fetchPolicy: 'cache-and-network', skip: !tenantId });
  const opts = { context: localErrors };
  const [retire] = useMutation(RetireVisitReasonDocument, opts);
  const [restore] = useMutation(RestoreVisitReasonDocument, opts);
  const [remove] = useMutation(DeleteVisitReasonDocument, opts);
  const [busy, setBusy] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Reason | null>(null);

  if (!tenantId) return <Text c="dimmed">{st('reasons.chooseTenant')}</Text>;
  const reasons = data?.visitReasonList ?? [];
  const active = reasons.filter((r) => !r.retired);
  const retired = reasons.filter((r) => r.retired);

  const act = async (key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await run();
      toastSuccess(done, { autoClose: 4000 });
      await refetch();
    } catch (e) {
      toastError(graphQLErrorText(e) ?? st('reasons.actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const card = (r: Reason) => (
    <ReasonCard
      key={r.id}
      reason={r}
      busy={busy}
      onRename={() => setRenaming(r)}
      onRestore={() => void act(`restore-${r.id}`, () => restore({ variables: { id: r.id } }), Messages.reasonRestored)}
      onRetire={() => void act(`retire-${r.id}`, () => retire({ variables: { id: r.id } }), Messages.reasonRetired)}
      onDelete={() => void act(`delete-${r.id}`, () => remove({ variables: { id: r.id } }), Messages.reasonDeleted)}
    />
  );

  return (
    <Stack gap="lg" data-testid="visit-reasons">
      <ReasonAddForm tenantId={tenantId} onAdded={refetch} />
      {loading && !data ? (
        <Skeleton h={200} radius="md" />
      ) : (
        <>
          <Stack gap="sm" data-testid="reasons-active">
            {active.length === 0 ? <Text c="dimmed">{st('reasons.empty')}</Text> : active.map(card)}
          </Stack>
          <Stack gap="sm" data-testid="reasons-retired">
            <Title order={3} size="h4">
              {st('reasons.retiredHeading')}
            </Title>
            {retired.length === 0 ? <Text c="dimmed">{st('reasons.noneRetired')}</Text> : retired.map(card)}
          </Stack>
        </>
      )}
      <RenameReason reason={renaming} onClose={() => setRenaming(null)} onSaved={() => void refetch()} />
    </Stack>
  );
}
