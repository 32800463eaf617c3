import { Button } from '@mantine/core';
import { useState } from 'react';
import { toastError } from '../../app/notify';
import { downloadFile } from '../uploads/rest';
import { st } from '../../i18n/staff';

/** Downloads the tenant's watchlist as an xlsx file (api/watchlist-export). */
export function WatchlistExport({ tenantId }: { tenantId: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/watchlist-export?tenantId=${encodeURIComponent(tenantId)}`, 'watchlist.xlsx');
    } catch {
      toastError(st('watchlist.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="sm" loading={busy} onClick={() => void run()} data-testid="watchlist-export">
      {st('watchlist.export')}
    </Button>
  );
}
