import { DEFAULT_ZONE } from '../../app/time';
import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Divider, Group, Modal, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { deleteConfirmations, partnerUi, successMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import type { PartnerFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { RemoveConfirm } from '../records/RemoveConfirm';
import { DepotSelect, useDepotChoice } from '../staff/useDepots';
import { DeletePartnerDocument, EditPartnerDocument, PartnersDocument, SendPartnerQrCodeDocument } from './documents';
import { useShiftRoleOptions } from './options';
import { PartnerAttendanceHistory } from './PartnerAttendanceHistory';
import { PartnerForm, type PartnerValues } from './PartnerForm';
import { partnerInput } from './RegisterPartner';
import { RowActions } from '../../ui/RowActions';

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

  const name = (p: PartnerFieldsFragment) => (
    <>
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
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {p.email}
        </Text>
      ) : null}
    </>
  );

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
          // A card per partner below 75em (the table needs ~950 px, more than a 1024 px tablet leaves it): the name, the
          // flags and Edit / Remove never behind a sideways scroll (issue 23).
          <ResponsiveRows
            rows={partners}
            minViewport="75em"
            miw={820}
            rowAttrs={() => ({ 'data-testid': 'partners-row' })}
            title={(p) => name(p)}
            columns={[
              {
                key: 'workId',
                header: partnerUi.col.workId,
                cell: (p) => (
                  <Text ff="monospace" size="sm">
                    {p.workId}
                  </Text>
                ),
              },
              { key: 'name', header: partnerUi.col.name, cell: (p) => name(p), tableOnly: true },
              { key: 'organisation', header: partnerUi.col.organisation, cell: (p) => p.organisation },
              {
                key: 'shift',
                header: partnerUi.col.shift,
                nowrap: true,
                cell: (p) => (
                  <>
                    {p.shiftTime ?? '—'}
                    {p.shiftName ? (
                      <Text size="xs" c="dimmed">
                        {p.shiftName}
                      </Text>
                    ) : null}
                  </>
                ),
              },
              { key: 'role', header: partnerUi.col.role, cell: (p) => p.roleName ?? '—' },
              {
                key: 'flags',
                header: partnerUi.col.flags,
                cell: (p) => (
                  <Group gap={4} wrap="wrap" data-testid="partners-flags">
                    {flag(p.signFlag)}
                    {flag(p.badgeNumFlag)}
                    {flag(p.singleSignFlag)}
                    {flag(p.enterTemperature)}
                  </Group>
                ),
              },
            ]}
            actionsHeader={partnerUi.actions}
            actions={(p) => (
              <RowActions
                testId="partners"
                onEdit={() => setMode({ kind: 'edit', id: p.id })}
                onRemove={() => setMode({ kind: 'remove', id: p.id })}
              />
            )}
          />
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
