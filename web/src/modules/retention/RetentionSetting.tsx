import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, NumberInput, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { useFormSave } from '../auth/useFormSave';
import type { RetentionQuery } from '../../gql/graphql';
import { RetentionDocument, SetRetentionDocument } from './documents';
import { RetentionRuns } from './RetentionRuns';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

/** The tenant's retention setting and its latest runs (issue 25). */
export function RetentionSetting({ tenantId }: { tenantId: string }) {
  const { data, loading } = useQuery(RetentionDocument, { variables: { tenantId }, fetchPolicy: 'network-only' });
  if (loading || !data) return <Skeleton h={220} radius="md" />;
  return <RetentionEditor key={data.retention.days} retention={data.retention} />;
}

function RetentionEditor({ retention: r }: { retention: RetentionQuery['retention'] }) {
  const [save] = useMutation(SetRetentionDocument, { context: localErrors, refetchQueries: [RetentionDocument] });
  const [days, setDays] = useState<number | string>(r.days);
  const { error, saving, onSubmit } = useFormSave(st('retention.notSaved'), async () => {
    await save({ variables: { input: { tenantId: r.tenantId, days: typeof days === 'number' ? days : Number.NaN } } });
    toastSuccess(Messages.retentionSaved, { autoClose: 4000 });
  });
  return (
    <Stack gap="md">
      <Panel
        title={st('retention.settingTitle')}
        intro={st('retention.settingIntro', { min: r.minDays, max: r.maxDays, def: r.defaultDays })}
        onSubmit={onSubmit}
        testId="retention-form"
      >
        <NumberInput
          label={st('retention.days')}
          value={days}
          onChange={setDays}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          size="md"
          w={{ base: '100%', sm: 240 }}
          // the server's refusal at the field it is about, as the other forms do (issue 36)
          error={error}
          errorProps={{ 'data-testid': 'retention-error' }}
          data-testid="retention-days"
        />
        <Group>
          <Button type="submit" size="md" loading={saving} data-testid="retention-save">
            {st('retention.save')}
          </Button>
        </Group>
      </Panel>
      <RetentionRuns runs={r.runs} />
    </Stack>
  );
}
