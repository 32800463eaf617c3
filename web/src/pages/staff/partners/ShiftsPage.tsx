import { partnerUi, screenNames } from '../../../app/messages';
import { ShiftList } from '../../../modules/shifts/ShiftList';
import { StaffPage } from '../../../modules/staff/StaffPage';

export function ShiftsPage() {
  return (
    <StaffPage section={screenNames.manageVisits} tabs="visit" title={partnerUi.shiftsTitle}>
      <ShiftList />
    </StaffPage>
  );
}
