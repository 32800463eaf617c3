import type { AttendanceChangedEvent } from '../../../contracts/topics';

/** A planned visitor's check-in event at a depot, as the feed carries it (the attendance-feed suites). */
export const checkedInEvent = (tenantId: string, depotId: string, name = 'Ada Byrne'): AttendanceChangedEvent => ({
  kind: 'CHECKED_IN',
  tenantId,
  depotId,
  attendanceId: null,
  visitId: null,
  attendeeName: name,
  visitType: 'Planned',
  at: new Date().toISOString(),
});
