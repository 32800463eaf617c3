import { emailAddress, optionalText, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { DepotDetails } from '../depots/depot.commands';

/** Kiosk temperature limits a tenant may set, in degrees C. */
export const TEMPERATURE_RANGE = { min: 30, max: 45 } as const;

/** A nested object of a command: absent reports each of its fields as required; anything else but an object is refused by name. */
const nested = <S extends z.ZodRawShape>(field: string, shape: S) =>
  z.preprocess((v) => v ?? {}, z.object(shape, { error: `${field} must be an object` }));

/** The first representative of a new tenant (spec 3 create payload: rep{email, name, username}). */
export const TenantRep = {
  name: text('Rep name', 120).describe("The representative's full name."),
  username: text('Username', 80).describe('Login name, unique across the installation (CONFLICT when taken).'),
  email: emailAddress('Rep email').describe('Where the link to set a password is sent.'),
  repeatEmail: optionalText('Confirm email', 254).describe("Must match email when given ('Emails do not match')."),
  email_confirmation: optionalText('Confirm email', 254),
};

/**
 * Add tenant (spec 3, 5): name, rep, and its first depot (the spec names the field `depots`). The form's
 * confirmation e-mail (top-level `repEmail_confirmation`, or the rep's `repeatEmail`/`email_confirmation`) must
 * match the rep's ('Emails do not match'), in any case.
 */
export const CreateTenantCommand = z
  .object(
    {
      name: text('Tenant name', 120).describe("The tenant's name, unique (CONFLICT when taken, archived tenants included)."),
      rep: nested('rep', TenantRep).describe('The first representative: a TenantAdmin e-mailed a link to set a password.'),
      depots: nested('depots', DepotDetails.shape).describe('The first depot (the spec names the field depots).'),
      repEmail_confirmation: optionalText('Confirm email', 254),
    },
    { error: 'The request body must be an object' },
  )
  .superRefine((cmd, ctx) => {
    const confirmation = cmd.repEmail_confirmation ?? cmd.rep.repeatEmail ?? cmd.rep.email_confirmation;
    if (confirmation !== undefined && confirmation.toLowerCase() !== cmd.rep.email) {
      ctx.addIssue({ code: 'custom', path: ['repEmail_confirmation'], message: Messages.emailsDoNotMatch });
    }
  });
export type CreateTenantCommand = z.output<typeof CreateTenantCommand>;

/** An optional temperature limit: a number (or numeric text) in the accepted range, kept with one decimal. */
const temperature = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}` })
      .min(TEMPERATURE_RANGE.min, `${label} must be a number from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}`)
      .max(TEMPERATURE_RANGE.max, `${label} must be a number from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}`)
      .transform((n) => n.toFixed(1))
      .optional(),
  );

/** Edit tenant details: the name, and optionally the kiosk's temperature limits. */
export const EditTenantCommand = z.object({
  name: text('Tenant name', 120).describe("The tenant's name, unique (CONFLICT when taken)."),
  tempMin: temperature('Lowest temperature').describe(
    'Lowest temperature the kiosks accept, degrees Celsius; unchanged when omitted. Must be below tempMax.',
  ),
  tempMax: temperature('Highest temperature').describe('Highest temperature the kiosks accept, degrees Celsius; unchanged when omitted.'),
});
export type EditTenantCommand = z.output<typeof EditTenantCommand>;
