import { useMutation } from '@apollo/client/react';
import { Button, Group, List, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { adminMessages } from '../../app/messages';
import { tenantUi } from './messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { RemoveTenantDocument } from './documents';
import { errorText, tenantListsChanged } from './form';
import { st } from '../../i18n/staff';

/** The remove confirmation: says what happens (the tenant is archived, not deleted), and needs the tenant's name typed. */
export function RemoveTenant({ tenant, onDone }: { tenant: { id: string; name: string }; onDone: () => void }) {
  const [remove] = useMutation(RemoveTenantDocument, { context: localErrors, ...tenantListsChanged });
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === tenant.name.trim().toLowerCase();
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove({ variables: { id: tenant.id, confirmName: typed.trim() } });
      toastSuccess(adminMessages.tenantArchived, { autoClose: 6000 });
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md" data-testid="remove-tenant">
      {error ? <ErrorBox testId="remove-tenant-error">{error}</ErrorBox> : null}
      <List spacing={4} size="sm">
        {tenantUi.removeTenantArchive.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <TextInput
        label={st('tenants.typeNameToConfirm', { name: tenant.name })}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        data-testid="remove-tenant-name"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {st('partners.cancel')}
        </Button>
        <Button color="red" disabled={!matches} loading={busy} onClick={() => void submit()} data-testid="remove-tenant-yes">
          {st('tenants.removeTenant')}
        </Button>
      </Group>
    </Stack>
  );
}
