import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { useShiftRoleOptions } from '../shifts/shiftRoleOptions';
import { AddDocumentTypeDocument, DocumentsNeedingAttentionDocument, DocumentTypesDocument, RemoveDocumentTypeDocument } from './documents';
import { st } from '../../i18n/staff';
import { DocumentAudienceFields, type Audience } from './DocumentAudienceFields';
import { Panel } from '../../ui/Panel';

const EVERYONE: Audience = { forPartners: true, forVisitors: false, visitReasonIds: [] };

/** The tenant's required document types (TenantAdmin; a SuperAdmin for the tenant picked): the list and the add form. */
export function DocumentTypes({ tenantId }: { tenantId: string | null }) {
  const { data } = useQuery(DocumentTypesDocument, { variables: { tenantId }, fetchPolicy: 'cache-and-network' });
  const { roles } = useShiftRoleOptions();
  const [name, setName] = useState('');
  const [blocks, setBlocks] = useState(true);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [audience, setAudience] = useState<Audience>(EVERYONE);
  const [error, setError] = useState<string | null>(null);
  const refetchQueries = [DocumentTypesDocument, DocumentsNeedingAttentionDocument];
  const [add, adding] = useMutation(AddDocumentTypeDocument, { context: localErrors, refetchQueries });
  const [remove] = useMutation(RemoveDocumentTypeDocument, { context: localErrors, refetchQueries });
  const roleName = (id: string) => roles.find((r) => r.value === id)?.label ?? '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add({ variables: { input: { tenantId, name, blocksClockIn: blocks, roleIds, ...audience } } });
      toastSuccess(st('documents.typeAdded', { name }), { autoClose: 4000 });
      setName('');
      setRoleIds([]);
      setAudience(EVERYONE);
    } catch (err) {
      setError(graphQLErrorText(err));
    }
  };
  const drop = async (id: string) => {
    try {
      await remove({ variables: { id, tenantId } });
    } catch (err) {
      setError(graphQLErrorText(err));
    }
  };

  return (
    <Panel title={st('documents.typesTitle')}>
      {data?.documentTypes.length ? (
        <Stack gap="xs" data-testid="document-types">
          {data.documentTypes.map((t) => (
            <Group key={t.id} justify="space-between" wrap="wrap" gap="xs" data-testid="document-type-row">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t.name}
                </Text>
                {t.forPartners ? (
                  <Text size="sm" c="dimmed">
                    {t.roleIds.length ? t.roleIds.map(roleName).join(', ') : st('documents.everyPartner')}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs">
                {t.forVisitors ? (
                  <Badge color="blue" variant="light">
                    {st('documents.visitorsBadge')}
                  </Badge>
                ) : null}
                {t.blocksClockIn && t.forPartners ? (
                  <Badge color="red" variant="light">
                    {st('documents.blocks')}
                  </Badge>
                ) : null}
                <Button size="xs" variant="subtle" color="red" onClick={() => void drop(t.id)}>
                  {st('documents.remove')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm">
          {st('documents.noTypes')}
        </Text>
      )}
      <form onSubmit={(e) => void submit(e)} data-testid="document-type-form">
        <Stack gap="sm">
          <TextInput label={st('documents.typeName')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
          <MultiSelect
            label={st('documents.roles')}
            description={st('documents.rolesHint')}
            data={roles}
            value={roleIds}
            onChange={setRoleIds}
            clearable
          />
          <Switch label={st('documents.blocksLabel')} checked={blocks} onChange={(e) => setBlocks(e.currentTarget.checked)} />
          <DocumentAudienceFields tenantId={tenantId} value={audience} onChange={setAudience} />
          {error ? <ErrorBox testId="document-type-error">{error}</ErrorBox> : null}
          <Group>
            <Button type="submit" loading={adding.loading}>
              {st('documents.addType')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
