import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Messages } from '@contracts/messages';
import { localErrors } from '../../app/apollo';
import { reasonUi } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import {
  AddVisitReasonDocument,
  DeleteVisitReasonDocument,
  RenameVisitReasonDocument,
  RestoreVisitReasonDocument,
  RetireVisitReasonDocument,
  VisitReasonListDocument,
} from './documents';

type Reason = { id: string; text: string; retired: boolean; inUse: boolean };

/**
 * Visit reasons of a tenant (issue 23): the kiosk's walk-in list. Add and rename; a reason visits used is retired
 * (kept on those visits, no longer offered), one never used can also be deleted; a retired one can be restored.
 * One card a reason, so its actions stay on screen at every width.
 */
export function VisitReasons({ tenantId }: { tenantId: string | null }) {
  const variables = { tenantId };
  const { data, loading, refetch } = useQuery(VisitReasonListDocument, { variables, fetchPolicy: 'cache-and-network', skip: !tenantId });
  const opts = { context: localErrors };
  const [add] = useMutation(AddVisitReasonDocument, opts);
  const [rename] = useMutation(RenameVisitReasonDocument, opts);
  const [retire] = useMutation(RetireVisitReasonDocument, opts);
  const [restore] = useMutation(RestoreVisitReasonDocument, opts);
  const [remove] = useMutation(DeleteVisitReasonDocument, opts);
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Reason | null>(null);

  if (!tenantId) return <Text c="dimmed">{reasonUi.chooseTenant}</Text>;
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
      toastError(graphQLErrorText(e) ?? 'That did not work: please try again');
    } finally {
      setBusy(null);
    }
  };

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setAddError(null);
    if (!text.trim()) {
      setAddError('Reason is required');
      return;
    }
    setBusy('add');
    try {
      await add({ variables: { input: { text: text.trim(), tenantId } } });
      toastSuccess(Messages.reasonAdded, { autoClose: 4000 });
      setText('');
      await refetch();
    } catch (err) {
      setAddError(graphQLErrorText(err) ?? 'The reason was not added');
    } finally {
      setBusy(null);
    }
  };

  const card = (r: Reason) => (
    <Paper
      key={r.id}
      withBorder
      radius="md"
      p="sm"
      data-testid="reason-row"
      data-text={r.text}
      data-retired={r.retired}
      data-in-use={r.inUse}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {r.text}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={r.retired ? 'gray' : 'teal'}>
              {r.retired ? reasonUi.retired : reasonUi.active}
            </Badge>
            <Badge variant="light" color={r.inUse ? 'blue' : 'gray'}>
              {r.inUse ? reasonUi.inUse : reasonUi.unused}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" mih={44} onClick={() => setRenaming(r)} data-testid="reason-rename">
            {reasonUi.rename}
          </Button>
          {r.retired ? (
            <Button
              variant="light"
              mih={44}
              loading={busy === `restore-${r.id}`}
              onClick={() => void act(`restore-${r.id}`, () => restore({ variables: { id: r.id } }), Messages.reasonRestored)}
              data-testid="reason-restore"
            >
              {reasonUi.restore}
            </Button>
          ) : (
            <Button
              variant="default"
              mih={44}
              loading={busy === `retire-${r.id}`}
              onClick={() => void act(`retire-${r.id}`, () => retire({ variables: { id: r.id } }), Messages.reasonRetired)}
              data-testid="reason-retire"
            >
              {reasonUi.retire}
            </Button>
          )}
          {!r.inUse ? (
            <Button
              variant="light"
              color="red"
              mih={44}
              loading={busy === `delete-${r.id}`}
              onClick={() => void act(`delete-${r.id}`, () => remove({ variables: { id: r.id } }), Messages.reasonDeleted)}
              data-testid="reason-delete"
            >
              {reasonUi.delete}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );

  return (
    <Stack gap="lg" data-testid="visit-reasons">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={(e) => void onAdd(e)}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={reasonUi.newReason}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={120}
              style={{ flex: '1 1 240px' }}
              data-testid="reason-new"
            />
            <Button type="submit" mih={44} loading={busy === 'add'} data-testid="reason-add">
              {reasonUi.add}
            </Button>
          </Group>
          {addError ? (
            <ErrorBox testId="reason-add-error">
              <Text>{addError}</Text>
            </ErrorBox>
          ) : null}
        </form>
      </Paper>
      {loading && !data ? (
        <Skeleton h={200} radius="md" />
      ) : (
        <>
          <Stack gap="sm" data-testid="reasons-active">
            {active.length === 0 ? <Text c="dimmed">{reasonUi.empty}</Text> : active.map(card)}
          </Stack>
          <Stack gap="sm" data-testid="reasons-retired">
            <Title order={3} size="h4">
              {reasonUi.retiredHeading}
            </Title>
            {retired.length === 0 ? <Text c="dimmed">{reasonUi.noneRetired}</Text> : retired.map(card)}
          </Stack>
        </>
      )}
      <RenameReason reason={renaming} onClose={() => setRenaming(null)} onSaved={() => void refetch()} rename={rename} />
    </Stack>
  );
}

function RenameReason({
  reason,
  onClose,
  onSaved,
  rename,
}: {
  reason: Reason | null;
  onClose: () => void;
  onSaved: () => void;
  rename: (o: { variables: { input: { id: string; text: string } } }) => Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (reason && shownFor !== reason.id) {
    setShownFor(reason.id);
    setValue(reason.text);
    setError(null);
  }
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    if (!value.trim()) {
      setError('Reason is required');
      return;
    }
    setSaving(true);
    try {
      await rename({ variables: { input: { id: reason.id, text: value.trim() } } });
      toastSuccess(Messages.reasonRenamed, { autoClose: 4000 });
      onSaved();
      setShownFor(null);
      onClose();
    } catch (err) {
      setError(graphQLErrorText(err) ?? 'The reason was not renamed');
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setShownFor(null);
    onClose();
  };
  return (
    <Modal opened={!!reason} onClose={close} centered title={reasonUi.renameTitle} data-testid="reason-rename-modal">
      <form onSubmit={(e) => void save(e)}>
        <Stack gap="md">
          <TextInput
            label={reasonUi.newReason}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={120}
            data-testid="reason-rename-text"
          />
          <Text size="sm" c="dimmed">
            {reasonUi.renameHint}
          </Text>
          {error ? <ErrorBox testId="reason-rename-error">{error}</ErrorBox> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close}>
              {reasonUi.cancel}
            </Button>
            <Button type="submit" mih={44} loading={saving} data-testid="reason-rename-save">
              {reasonUi.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
