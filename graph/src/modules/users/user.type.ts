import { Field, ID, ObjectType } from 'type-graphql';
import type { User } from './user.entity';

@ObjectType('DepotRef')
export class DepotRefType {
  @Field(() => ID) id!: string;
  @Field() code!: string;
}

/** A staff user as the API shows it (never the hash or token version). */
@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
  @Field() username!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) department?: string | null;
  @Field() role!: string;
  @Field(() => ID, { nullable: true }) tenantId?: string | null;
  @Field(() => String, { nullable: true }) tenantName?: string | null;
  @Field(() => DepotRefType, { nullable: true }) depot?: DepotRefType | null;
  @Field() emailConfirmed!: boolean;
  @Field({ description: 'A disabled user cannot log in; disabling ends its sessions at once.' }) disabled!: boolean;
  @Field({ description: 'Whether the user signs in with an authenticator code as well (two-step sign-in).' }) totpEnabled!: boolean;
  @Field({ description: "Whether the user's tenant requires two-step sign-in." }) totpRequired!: boolean;

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
    });
  }
}

@ObjectType('AuthPayload')
export class AuthPayloadType {
  @Field() token!: string;
  @Field(() => UserType) user!: UserType;
}
