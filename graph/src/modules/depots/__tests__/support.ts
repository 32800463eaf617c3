import { uniq } from '../../../test/factories';

/** A depot's address fields (a fresh code each time), as AddDepot and the legacy rows take them. */
export const depotAddress = (over: Record<string, unknown> = {}) => ({
  code: uniq('C').slice(0, 8),
  line1: '7 Harbour Road',
  line2: 'East Wall',
  county: 'Dublin',
  eirCode: 'D03 AB12',
  ...over,
});
