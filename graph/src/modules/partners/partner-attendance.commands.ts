import { clampedPage, id, z } from '../../core/command';

/** A partner's attendance history, newest first. */
export const PartnerAttendancesCommand = z.object({
  partnerId: id('partnerId', 'Partner').describe("The partner's id."),
  page: clampedPage().describe('Page number from 1 (default 1).'),
});
export type PartnerAttendancesCommand = z.output<typeof PartnerAttendancesCommand>;
