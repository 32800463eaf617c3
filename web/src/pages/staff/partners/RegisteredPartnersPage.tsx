import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Pagination, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../../app/apollo';
import { toastError, toastSuccess } from '../../../app/notify';
import { Messages } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import { DeletePartnerDocument, EditPartnerDocument, PartnersDocument, SendPartnerQrDocument } from '../../../modules/staff/documents';
import { PartnerForm, partnerInput, type PartnerValues } from '../../../modules/staff/PartnerForm';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';
import type { PartnersQuery } from '../../../gql/graphql';

type Row = PartnersQuery['partners']['items'][number];

/** Registered partners (spec 2.2, 2.4): a table with edit, remove ('Remove Partner?') and the QR code e-mail. */
export function RegisteredPartnersPage() {
  const { depotId, picker } = useDepotChoice();
  const [page, setPage] = useState(1);
  const { data, refetch } = useQuery(PartnersDocument, { variables: { depotId: depotId!, page }, skip: !depotId, fetchPolicy: 'cache-and-network' });
  const [edit] = useMutation(EditPartnerDocument, { context: localErrors });
  const [remove] = useMutation(DeletePartnerDocument, { context: localErrors });
  const [sendQr] = useMutation(SendPartnerQrDocument, { context: localErrors });
  const [editing, setEditing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const list = data?.partners;
  const asValues = (p: Row): PartnerValues => ({ workId: p.workId, name: p.name, organisation: p.organisation, email: p.email ?? '', shiftId: p.shiftId ?? '', roleId: p.roleId ?? '',
    signFlag: p.signFlag, badgeNumFlag: p.badgeNumFlag, singleSignFlag: p.singleSignFlag, enterTemperature: p.enterTemperature });
  const act = async (f: () => Promise<unknown>, ok: string) => {
    try { await f(); toastSuccess(ok); void refetch(); } catch (e) { toastError(graphQLErrorText(e) ?? 'That did not work'); }
  };
  return (
    <StaffPage section="Reports" tabs="reports">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {picker}
          <ScrollArea>
            <Table striped highlightOnHover miw={900} data-testid="partners-table">
              <Table.Thead><Table.Tr>
                <Table.Th>Work ID</Table.Th><Table.Th>Name</Table.Th><Table.Th>Organisation</Table.Th><Table.Th>Shift</Table.Th><Table.Th>Role</Table.Th><Table.Th>Needs</Table.Th><Table.Th />
              </Table.Tr></Table.Thead>
              <Table.Tbody>
                {(list?.items ?? []).map((p) => (
                  <Table.Tr key={p.id} data-testid="partner-row" data-work-id={p.workId}>
                    <Table.Td>{p.workId}</Table.Td><Table.Td>{p.name}</Table.Td><Table.Td>{p.organisation}</Table.Td>
                    <Table.Td>{p.shiftTime ?? '-'}</Table.Td><Table.Td>{p.roleName ?? '-'}</Table.Td>
                    <Table.Td><Group gap={4}>{p.signFlag ? <Badge size="xs">Signature</Badge> : null}{p.badgeNumFlag ? <Badge size="xs" color="grape">Badge</Badge> : null}{p.enterTemperature ? <Badge size="xs" color="orange">Temp</Badge> : null}</Group></Table.Td>
                    <Table.Td><Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(p)} data-testid="partner-edit">Edit</Button>
                      <Button size="xs" variant="default" disabled={!p.email} onClick={() => void act(() => sendQr({ variables: { id: p.id } }), Messages.partnerQrSent)}>Send QR</Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setRemoving(p)} data-testid="partner-remove">Remove</Button>
                    </Group></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {list && !list.items.length ? <Text c="dimmed">No partners are registered at this location.</Text> : null}
          {list && list.total > list.pageSize ? <Pagination total={Math.ceil(list.total / list.pageSize)} value={page} onChange={setPage} /> : null}
        </Stack>
      </Paper>
      <Modal opened={!!editing} onClose={() => setEditing(null)} title="Edit partner" size="lg" centered data-testid="partner-edit-modal">
        {editing ? (
          <PartnerForm editing initial={asValues(editing)} submitLabel="Save" onSubmit={async (v) => {
            await edit({ variables: { id: editing.id, input: partnerInput(v) } });
            toastSuccess(Messages.partnerUpdated);
            setEditing(null);
            void refetch();
          }} />
        ) : null}
      </Modal>
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title={Messages.removePartner} centered data-testid="partner-remove-modal">
        <Stack>
          <Text>{removing?.name} ({removing?.workId})</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>Cancel</Button>
            <Button color="red" data-testid="partner-remove-confirm" onClick={() => { const p = removing!; setRemoving(null); void act(() => remove({ variables: { id: p.id } }), Messages.partnerDeleted); }}>Remove</Button>
          </Group>
        </Stack>
      </Modal>
    </StaffPage>
  );
}
