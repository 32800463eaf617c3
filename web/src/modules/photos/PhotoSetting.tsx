import { useMutation, useQuery } from '@apollo/client/react';
import { Switch } from '@mantine/core';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { st } from '../../i18n/staff';
import { DepotPhotoAtSignInDocument, SetDepotPhotoAtSignInDocument } from './documents';

/** The depot's choice (issue 37), on its on-site list: the kiosk takes a photo of each visitor at sign-in, or not. */
export function PhotoSetting({ depotId }: { depotId: string }) {
  const { data } = useQuery(DepotPhotoAtSignInDocument, { variables: { depotId }, context: localErrors });
  const [save, saving] = useMutation(SetDepotPhotoAtSignInDocument, { context: localErrors });
  if (!data) return null;
  const on = data.depotPhotoAtSignIn;
  const change = async (enabled: boolean) => {
    try {
      await save({
        variables: { depotId, enabled },
        refetchQueries: [{ query: DepotPhotoAtSignInDocument, variables: { depotId } }],
        awaitRefetchQueries: true,
      });
      toastSuccess(enabled ? st('presence.photoOn') : st('presence.photoOff'));
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('presence.photoFailed'));
    }
  };
  return (
    <Switch
      className="no-print"
      checked={on}
      disabled={saving.loading}
      onChange={(e) => void change(e.currentTarget.checked)}
      label={st('presence.photoSetting')}
      description={st('presence.photoSettingHint')}
      data-testid="photo-setting"
    />
  );
}
