import { ShiftList } from './ShiftList';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';

export function ShiftsPage() {
  return (
    <StaffPage section={st('screens.manageVisits')} tabs="visit" title={st('partners.shiftsTitle')}>
      <ShiftList />
    </StaffPage>
  );
}
