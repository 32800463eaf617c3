import { clampedPage, id, z } from '../../core/command';

/** A partner's attendance history, newest first. */
export const PartnerAttendancesCommand = z.object({ partnerId: id('partnerId', 'Partner'), page: clampedPage() });
export type PartnerAttendancesCommand = z.output<typeof PartnerAttendancesCommand>;
