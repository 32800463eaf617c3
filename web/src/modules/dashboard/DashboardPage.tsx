import { Paper, Stack, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { BookedVisitsTable } from '../visits/BookedVisitsTable';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { BadgeTable } from '../tenants/BadgeTable';
import { FirstRunBanner } from '../tenants/FirstRunBanner';
import { OnSiteCounts } from '../presence/OnSiteCounts';
import { useAuth } from '../../app/auth';
import { mayViewPresence } from '../../app/roles';
import { st } from '../../i18n/staff';

/**
 * Manage Visits (spec 2.2, 4.7): today's planned visits of a depot with their state: Cancel Visit before
 * check-in, Manual Checkout (optionally notifying the host) while in; and the depot's badges.
 */
export function DashboardPage() {
  const { depot, picker } = useDepotChoice();
  const { user } = useAuth();
  const day = depot ? DateTime.now().setZone(depot.timeZone).toISODate()! : null;
  return (
    <StaffPage section={st('screens.manageVisits')} tabs="visit">
      <FirstRunBanner />
      {mayViewPresence(user?.role) ? <OnSiteCounts depotId={depot?.id ?? null} /> : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {picker}
          <Title order={2} size="h4">
            {st('booking.todaysPlanned')}
          </Title>
          {depot && day ? <BookedVisitsTable depotId={depot.id} zone={depot.timeZone} day={day} /> : null}
        </Stack>
      </Paper>
      {depot ? (
        <Paper withBorder radius="md" p="md" data-testid="badges-panel">
          <BadgeTable key={depot.id} depotId={depot.id} zone={depot.timeZone} />
        </Paper>
      ) : null}
    </StaffPage>
  );
}
