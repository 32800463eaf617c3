import { DEFAULT_ZONE } from '../../app/time';
import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Modal, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { deleteConfirmations, successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { RemoveConfirm } from '../records/RemoveConfirm';
import { DepotSelect, useDepotChoice } from '../staff/useDepots';
import { DeletePartnerDocument, EditPartnerDocument, PartnersDocument } from './documents';
import { useShiftRoleOptions } from '../shifts/shiftRoleOptions';
import { PartnerDetails } from './PartnerDetails';
import { PartnerRows } from './PartnerRows';
import { partnerInput } from './RegisterPartner';
import { st } from '../../i18n/staff';

type Mode = { kind: 'view' | 'edit' | 'remove'; id: string } | null;

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
  const [mode, setMode] = useState<Mode>(null);
  const partners = data?.partners.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.partners.total / data.partners.pageSize)) : 1;
  const current = mode ? (partners.find((p) => p.id === mode.id) ?? null) : null;
  const close = () => setMode(null);

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        <DepotSelect choice={choice} testId="partners-depot" />
        <TextInput
          label={st('partners.searchPartners')}
          placeholder={st('partners.searchPartnersPlaceholder')}
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
            {searchNow ? st('partners.noPartnersFound') : st('partners.noPartners')}
          </Text>
        ) : (
          <PartnerRows
            partners={partners}
            onView={(id) => setMode({ kind: 'view', id })}
            onEdit={(id) => setMode({ kind: 'edit', id })}
            onRemove={(id) => setMode({ kind: 'remove', id })}
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
        title={st('partners.partnerDetails')}
        centered
        size="lg"
      >
        {current && (mode?.kind === 'view' || mode?.kind === 'edit') ? (
          <PartnerDetails
            partner={current}
            editing={mode.kind === 'edit'}
            onUpdate={() => setMode({ kind: 'edit', id: current.id })}
            depotId={depotId ?? null}
            zone={choice.depot?.timeZone ?? DEFAULT_ZONE}
            options={options}
            onSave={async (v) => {
              await edit({ variables: { id: current.id, input: partnerInput(v) } });
              toastSuccess(successMessages.partnerUpdated, { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={deleteConfirmations.partner} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={st('partners.removePartnerBody', { name: current.name, workId: current.workId })}
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
