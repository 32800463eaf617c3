import { PASSWORD_MIN_LENGTH } from '../../core/auth/password';
import { emailAddress, id, legacyFields, optionalId, optionalText, repeatMatches, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { isLanguage, LANGUAGES } from '../../contracts/languages';

/** A staff user's own fields (spec 3 User; spec 5 Register user and Rep edit: name, username, email, role required). */
export const StaffUserFields = {
  name: text('Name', 120),
  username: text('Username', 80),
  email: emailAddress('Email'),
  /** SuperAdmin, TenantAdmin, DepotManager or a name from the tenant's role list (the service checks the list). */
  role: text('Role', 80),
  department: optionalText('Department', 120),
};

/**
 * Register a New User (spec 3 registration payload: name, tenantId, depotId, username, email, password,
 * department, role; spec 5: the repeated e-mail must match). Without a password the user gets an e-mail link.
 */
export const RegisterUserCommand = z
  .object({
    name: StaffUserFields.name.describe('Full name (required).'),
    tenantId: optionalId('tenantId').describe(
      "SuperAdmin: the tenant the user joins. Others: omit (their own tenant; another tenant's id answers NOT_FOUND).",
    ),
    depotId: id('depotId', 'Location').describe('The depot the user belongs to, of that tenant.'),
    username: StaffUserFields.username.describe('Login name, unique across the installation (CONFLICT when taken).'),
    email: StaffUserFields.email.describe('E-mail address; the confirmation link is sent to it.'),
    repeatEmail: optionalText('Repeat Email', 254).describe("Must match email when given ('Emails do not match')."),
    password: optionalText('Password', 200)
      .refine((p) => p === undefined || p.length >= PASSWORD_MIN_LENGTH, {
        message: Messages.passwordTooShort(PASSWORD_MIN_LENGTH),
      })
      .describe('Initial password; omitted, the user sets one from the e-mailed link.'),
    department: StaffUserFields.department.describe('Free text department.'),
    role: StaffUserFields.role.describe(
      "SuperAdmin (SuperAdmin only), TenantAdmin, DepotManager or a name from the tenant's role list; any other answers BAD_USER_INPUT.",
    ),
  })
  .superRefine(repeatMatches('email', 'repeatEmail', Messages.emailsDoNotMatch));
export type RegisterUserCommand = z.output<typeof RegisterUserCommand>;

/** Rep edit (spec 5): name, username, email, role required; department, and a move to another depot of the tenant. */
export const EditRepresentativeCommand = z.object({
  name: StaffUserFields.name.describe('Full name (required).'),
  username: StaffUserFields.username.describe('Login name, unique across the installation.'),
  email: StaffUserFields.email.describe('E-mail address (required).'),
  role: StaffUserFields.role.describe('SuperAdmin, TenantAdmin, DepotManager or a name from the tenant role list.'),
  department: StaffUserFields.department.describe('Free text department.'),
  depotId: optionalId('depotId').describe('Move the user to another depot of its tenant.'),
});
export type EditRepresentativeCommand = z.output<typeof EditRepresentativeCommand>;

/** The register-user form's legacy spellings: the depot as `depotString`, the repeated e-mail as `email_confirmation`. */
const REGISTER_SPELLINGS = { depotId: ['depotId', 'depotString'], repeatEmail: ['repeatEmail', 'email_confirmation'] } as const;

/** The REST row's decoding (no rules): each command field from the first spelling the body carries. */
export const legacyRegisterUser = legacyFields(REGISTER_SPELLINGS);

/** Rep edit names its depot `depotId` or `depotString`. */
export const legacyEditRepresentative = legacyFields({ depotId: ['depotId', 'depotString'] });

/**
 * The signed-in staff user's own language (issue 39): a code of contracts/languages.ts, or null (or empty) for its
 * tenant's default. Any other code answers BAD_USER_INPUT.
 */
export const SetMyLanguageCommand = z.object({
  language: z
    .string({ error: 'a language must be a code such as pl' })
    .trim()
    .nullish()
    .transform((c) => (c ? c : null))
    .refine((c) => c === null || isLanguage(c), { error: (iss) => Messages.languageUnknown(String(iss.input), LANGUAGES.join(', ')) })
    .describe("A language code (en, pl, ro, lt, es, pt, ar); null: the tenant's default."),
});
export type SetMyLanguageCommand = z.output<typeof SetMyLanguageCommand>;
