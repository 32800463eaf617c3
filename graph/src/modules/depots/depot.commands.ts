import { IANAZone } from 'luxon';
import { optionalId, optionalText, text, z } from '../../core/command';

/** A location's details (spec 3 Depot; spec 5 Add location: Code, Line 1, Line 2, County, EirCode required). */
export const DepotDetails = z.object({
  code: text('Code', 20).describe('Short code, unique within the tenant (CONFLICT when taken); part of the kiosk URL.'),
  line1: text('Line 1', 200).describe('First address line (required).'),
  line2: text('Line 2', 200).describe('Second address line (required).'),
  county: text('County', 100).describe('County (required).'),
  eirCode: text('EirCode', 20).describe('Postal code (required).'),
  timeZone: optionalText('Time zone', 64)
    .refine((tz) => tz === undefined || IANAZone.isValidZone(tz), {
      message: 'Time zone is not a valid IANA time zone (e.g. Europe/Dublin)',
    })
    .describe('IANA time zone; Europe/Dublin when not given.'),
});
export type DepotDetails = z.output<typeof DepotDetails>;

/** Add Location: the details, and the tenant (SuperAdmin names it; others add to their own). */
export const AddDepotCommand = DepotDetails.extend({
  tenantId: optionalId('tenantId').describe('SuperAdmin names the tenant; others add to their own.'),
});
export type AddDepotCommand = z.output<typeof AddDepotCommand>;

/** The kiosk's depot lookup (public): tenant name and depot code, both case-insensitive. */
export const FindDepotCommand = z.object({
  tenantName: text('Tenant name', 200).describe("The tenant's name (case-insensitive), as in the kiosk URL."),
  depotCode: text('Depot code', 40).describe("The depot's code (case-insensitive)."),
});
export type FindDepotCommand = z.output<typeof FindDepotCommand>;
