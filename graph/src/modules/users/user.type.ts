import { Field, ID, ObjectType } from 'type-graphql';
import { languageOr } from '../../contracts/languages';
import type { User } from './user.entity';

@ObjectType('DepotRef', { description: 'A depot named by its id and code.' })
export class DepotRefType {
  @Field(() => ID, { description: "The depot's id (UUID)." }) id!: string;
  @Field({ description: "The depot's code, unique within its tenant (used in kiosk URLs)." }) code!: string;
}

/** A staff user as the API shows it (never the hash or token version). */
@ObjectType('User', { description: 'A staff user of the staff area and the API (never its password hash or token version).' })
export class UserType {
  @Field(() => ID, { description: "The user's id (UUID)." }) id!: string;
  @Field({ description: 'The login name, unique across the installation.' }) username!: string;
  @Field({ description: "The person's full name." }) name!: string;
  @Field({ description: 'Where reset links and account confirmations go.' }) email!: string;
  @Field(() => String, { description: 'Free text department; null when not set.', nullable: true }) department?: string | null;
  @Field({
    description:
      "SuperAdmin (every tenant), TenantAdmin (its tenant), DepotManager (its depot), or a role name from the tenant's role list (`roles`), which may use the staff operations open to any staff user.",
  })
  role!: string;
  @Field(() => ID, { description: "The user's tenant; null for a SuperAdmin.", nullable: true }) tenantId?: string | null;
  @Field(() => String, { description: "The name of the user's tenant; null for a SuperAdmin.", nullable: true }) tenantName?: string | null;
  @Field(() => DepotRefType, { description: 'The depot the user belongs to; null for a SuperAdmin.', nullable: true })
  depot?: DepotRefType | null;
  @Field({ description: 'Whether the user has opened the account-confirmation link e-mailed when it was registered.' })
  emailConfirmed!: boolean;
  @Field({ description: 'A disabled user cannot log in; disabling ends its sessions at once.' }) disabled!: boolean;
  @Field({ description: 'Whether the user signs in with an authenticator code as well (two-step sign-in).' }) totpEnabled!: boolean;
  @Field({ description: "Whether the user's tenant requires two-step sign-in." }) totpRequired!: boolean;
  @Field({
    description:
      "The language the staff screens, e-mails, summaries and export headers speak to this user (issue 39): its own choice, else its tenant's default language (a code such as en, pl, ar).",
  })
  language!: string;
  @Field(() => String, { description: "The user's own choice of language; null: its tenant's default.", nullable: true })
  ownLanguage?: string | null;
  @Field({ description: "The tenant's default language, which a user without a choice of its own gets (English for a SuperAdmin)." })
  tenantLanguage!: string;

  static from(u: User): UserType {
    return Object.assign(new UserType(), {
      id: u.id,
      username: u.username,
      name: u.name,
      email: u.email,
      department: u.department ?? null,
      role: u.role,
      tenantId: u.tenant?.id ?? null,
      tenantName: u.tenant && u.tenant.name !== undefined ? u.tenant.name : null,
      depot: u.depot ? { id: u.depot.id, code: u.depot.code } : null,
      emailConfirmed: u.emailConfirmed,
      disabled: u.disabled,
      totpEnabled: !!u.totpEnabledAt,
      totpRequired: !!u.tenant?.requireTotp,
      language: userLanguage(u),
      ownLanguage: u.language ?? null,
      tenantLanguage: userLanguage({ language: null, tenant: u.tenant }),
    });
  }
}

@ObjectType('AuthPayload', { description: 'The answer to a successful sign-in: a token and who it belongs to.' })
export class AuthPayloadType {
  @Field({
    description:
      'Bearer token (HS256 JWT): send it as `Authorization: Bearer <token>` over HTTP and as `authorization` in graphql-ws `connection_init`. Valid for JWT_TTL_SECONDS (8 hours by default) unless the user logs out, is disabled or changes role.',
  })
  token!: string;
  @Field(() => UserType, { description: 'The signed-in user.' }) user!: UserType;
}

/** The language a user is spoken to in (issue 39): its own choice, else its tenant's default (when loaded), else English. */
export const userLanguage = (u: Pick<User, 'language' | 'tenant'>): string =>
  languageOr(u.language, languageOr(u.tenant && u.tenant.kioskDefaultLanguage !== undefined ? u.tenant.kioskDefaultLanguage : null));
