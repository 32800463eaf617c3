import { DEFAULT_ZONE } from '../../app/time';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Divider, Group, Modal, Pagination, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { deleteConfirmations, partnerUi, successMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import type { PartnerFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { RemoveConfirm } from '../records/RecordList';
import { DepotSelect, useDepotChoice } from '../staff/useDepots';
import { DeletePartnerDocument, EditPartnerDocument, PartnersDocument, SendPartnerQrCodeDocument } from './documents';
import { useShiftRoleOptions } from './options';
import { PartnerAttendanceHistory } from './PartnerAttendanceHistory';
import { PartnerForm, type PartnerValues } from './PartnerForm';
import { partnerInput } from './RegisterPartner';

type Mode = { kind: 'view' | 'edit' | 'remove'; id: string } | null;

const toValues = (p: PartnerFieldsFragment): PartnerValues => ({
  organisation: p.organisation,
  workId: p.workId,
  name: p.name,
  email: p.email ?? '',
  shiftId: p.shiftId ?? '',
  roleId: p.roleId ?? '',
  signFlag: p.signFlag,
  badgeNumFlag: p.badgeNumFlag,
  singleSignFlag: p.singleSignFlag,
  enterTemperature: p.enterTemperature,
});

const flag = (on: boolean) => (
  <Badge variant="light" color={on ? 'teal' : 'gray'} size="sm">
    {on ? partnerUi.yes : partnerUi.no}
  </Badge>
);

/** /registered-partners (spec 2.2, 2.4): the table with view/edit (Update, then Save) and remove. */
export function RegisteredPartners() {
  const choice = useDepotChoice();
  const depotId = choice.depotId;
  const options = useShiftRoleOptions();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [searchNow] = useDebouncedValue(search.trim(), 300);
  useEffect(() => setPage(1), [depotId, searchNow]);
  const variables = { depotId: depotId ?? '', page, search: searchNow || null };
  const { data, loading } = useQuery(PartnersDocument, { variables, skip: !depotId, fetchPolicy: 'cache-and-network' });
  const refetchQueries = depotId ? [{ query: PartnersDocument, variables }] : [];
  const [edit] = useMutation(EditPartnerDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeletePartnerDocument, { refetchQueries, awaitRefetchQueries: true });
  const [sendQr] = useMutation(SendPartnerQrCodeDocument);
  const [mode, setMode] = useState<Mode>(null);
  const partners = data?.partners.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.partners.total / data.partners.pageSize)) : 1;
  const current = mode ? (partners.find((p) => p.id === mode.id) ?? null) : null;
  const close = () => setMode(null);

  const qr = async (id: string) => {
    try {
      await sendQr({ variables: { id } });
      toastSuccess(partnerUi.qrCodeSent, { autoClose: 4000 });
    } catch (e) {
      const text = graphQLErrorText(e);
      if (text) toastError(text);
    }
  };

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        <DepotSelect choice={choice} testId="partners-depot" />
        <TextInput
          label={partnerUi.searchPartners}
          placeholder={partnerUi.searchPartnersPlaceholder}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
          data-testid="partners-search"
        />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="partners">
        {partners.length === 0 && !loading ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="partners-empty">
            {searchNow ? partnerUi.noPartnersFound : partnerUi.noPartners}
          </Text>
        ) : (
          <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={820} styles={{ th: { whiteSpace: 'nowrap' } }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{partnerUi.col.workId}</Table.Th>
                  <Table.Th>{partnerUi.col.name}</Table.Th>
                  <Table.Th>{partnerUi.col.organisation}</Table.Th>
                  <Table.Th>{partnerUi.col.shift}</Table.Th>
                  <Table.Th>{partnerUi.col.role}</Table.Th>
                  <Table.Th>{partnerUi.col.flags}</Table.Th>
                  <Table.Th ta="right">{partnerUi.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {partners.map((p) => (
                  <Table.Tr key={p.id} data-testid="partners-row">
                    <Table.Td ff="monospace">{p.workId}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fw={600}
                        ta="left"
                        onClick={() => setMode({ kind: 'view', id: p.id })}
                        data-testid="partners-view"
                      >
                        {p.name}
                      </Anchor>
                      {p.email ? (
                        <Text size="xs" c="dimmed">
                          {p.email}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{p.organisation}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {p.shiftTime ?? '—'}
                      {p.shiftName ? (
                        <Text size="xs" c="dimmed">
                          {p.shiftName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{p.roleName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {flag(p.signFlag)}
                        {flag(p.badgeNumFlag)}
                        {flag(p.singleSignFlag)}
                        {flag(p.enterTemperature)}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setMode({ kind: 'edit', id: p.id })} data-testid="partners-edit">
                          {partnerUi.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setMode({ kind: 'remove', id: p.id })}
                          data-testid="partners-remove"
                        >
                          {partnerUi.remove}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {pages > 1 ? (
          <Group justify="center" mt="md">
            <Pagination total={pages} value={page} onChange={setPage} data-testid="partners-pages" />
          </Group>
        ) : null}
      </Paper>

      <Modal
        opened={(mode?.kind === 'view' || mode?.kind === 'edit') && !!current}
        onClose={close}
        title={partnerUi.partnerDetails}
        centered
        size="lg"
      >
        {current && (mode?.kind === 'view' || mode?.kind === 'edit') ? (
          <Stack gap="md">
            {mode.kind === 'view' && current.email ? (
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {current.email}
                </Text>
                <Button size="xs" variant="light" onClick={() => void qr(current.id)} data-testid="partners-qr" style={{ flexShrink: 0 }}>
                  {partnerUi.sendQrCode}
                </Button>
              </Group>
            ) : null}
            <PartnerForm
              key={`${current.id}:${mode.kind}`}
              mode="edit"
              initial={toValues(current)}
              editing={mode.kind === 'edit'}
              onUpdate={() => setMode({ kind: 'edit', id: current.id })}
              shifts={options.shifts}
              roles={options.roles}
              submitLabel={partnerUi.save}
              testId="partner-edit"
              onSubmit={async (v) => {
                await edit({ variables: { id: current.id, input: partnerInput(v) } });
                toastSuccess(successMessages.partnerUpdated, { autoClose: 4000 });
                close();
              }}
            />
            {mode.kind === 'view' ? (
              <>
                <Divider />
                <PartnerAttendanceHistory
                  partnerId={current.id}
                  depotId={depotId ?? null}
                  name={current.name}
                  zone={choice.depot?.timeZone ?? DEFAULT_ZONE}
                />
              </>
            ) : null}
          </Stack>
        ) : null}
      </Modal>

      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={deleteConfirmations.partner} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={partnerUi.removePartnerBody(current.name, current.workId)}
            testId="partner-remove"
            onCancel={close}
            onConfirm={async () => {
              await remove({ variables: { id: current.id } });
              toastSuccess(successMessages.partnerDeleted, { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
