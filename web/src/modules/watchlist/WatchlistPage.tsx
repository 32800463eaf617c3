import { Stack } from '@mantine/core';
import { useAuth } from '../../app/auth';
import { isTenantAdminOrSuper } from '../../app/roles';
import { StaffPage } from '../../ui/StaffPage';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { WatchlistEntries } from './WatchlistEntries';
import { WatchlistEntryForm } from './WatchlistEntryForm';
import { WatchlistMatches } from './WatchlistMatches';
import { st } from '../../i18n/staff';

/**
 * /watchlist (issue 37): a TenantAdmin manages its tenant's list (a SuperAdmin picks the tenant) and sees every
 * depot's matches; a DepotManager sees the matches at its depot only, never the list.
 */
export function WatchlistPage() {
  const { user } = useAuth();
  const admin = isTenantAdminOrSuper(user?.role);
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage
      section={st('screens.watchlist')}
      title={st('watchlist.title')}
      intro={admin ? st('watchlist.intro') : st('watchlist.introManager')}
    >
      <Stack gap="md">
        {admin ? picker : null}
        {admin && tenantId ? <WatchlistEntryForm key={`form-${tenantId}`} tenantId={tenantId} /> : null}
        {admin && tenantId ? <WatchlistEntries key={`list-${tenantId}`} tenantId={tenantId} /> : null}
        {!admin || tenantId ? <WatchlistMatches key={`matches-${tenantId}`} tenantId={admin ? tenantId : null} /> : null}
      </Stack>
    </StaffPage>
  );
}
