import { useMutation, useQuery } from '@apollo/client/react';
import { Switch } from '@mantine/core';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { st } from '../../i18n/staff';
import { DepotMusterKioskDocument, SetDepotMusterKioskDocument } from './documents';

/**
 * Whether a depot's kiosks stand at the muster point (issue 39), on its on-site list beside the assembly point: during
 * a roll-call they take "I am safe" by badge, work id or name. Staff who may not change it see it, switched off.
 */
export function MusterKioskSetting({ depotId }: { depotId: string }) {
  const { data, refetch } = useQuery(DepotMusterKioskDocument, { variables: { depotId }, context: localErrors });
  const [save, saving] = useMutation(SetDepotMusterKioskDocument, { context: localErrors });
  if (!data) return null;
  const toggle = async (on: boolean) => {
    try {
      await save({ variables: { depotId, on } });
      toastSuccess(on ? st('assemblyPoint.musterOn') : st('assemblyPoint.musterOff'));
      void refetch();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('assemblyPoint.musterFailed'));
    }
  };
  return (
    <Switch
      checked={data.depotMusterKiosk}
      disabled={saving.loading}
      onChange={(e) => void toggle(e.currentTarget.checked)}
      label={st('assemblyPoint.musterLabel')}
      description={st('assemblyPoint.musterHint')}
      data-testid="muster-kiosk"
    />
  );
}
