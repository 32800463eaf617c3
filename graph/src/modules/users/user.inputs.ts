import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A new staff user.' })
export class RegisterUserInput {
  @Field({ description: 'Full name (required).' }) name!: string;
  @Field(() => ID, {
    description: "SuperAdmin: the tenant the user joins. Others: omit (their own tenant; another tenant's id answers NOT_FOUND).",
    nullable: true,
  })
  tenantId?: string;
  @Field(() => ID, { description: 'The depot the user belongs to, of that tenant.' }) depotId!: string;
  @Field({ description: 'Login name, unique across the installation (CONFLICT when taken).' }) username!: string;
  @Field({ description: 'E-mail address; the confirmation link is sent to it.' }) email!: string;
  @Field({ description: "Must match email when given ('Emails do not match').", nullable: true }) repeatEmail?: string;
  @Field({ description: 'Initial password; omitted, the user sets one from the e-mailed link.', nullable: true }) password?: string;
  @Field({ description: 'Free text department.', nullable: true }) department?: string;
  @Field({
    description:
      "SuperAdmin (SuperAdmin only), TenantAdmin, DepotManager or a name from the tenant's role list; any other answers BAD_USER_INPUT.",
  })
  role!: string;
}

@InputType({ description: 'A password reset from an e-mailed link.' })
export class ResetPasswordInput {
  @Field({ description: 'The token of the reset link.' }) token!: string;
  @Field({ description: 'The username of the reset link.' }) username!: string;
  @Field({ description: 'The new password (the password rules apply; BAD_USER_INPUT names what is missing).' }) password!: string;
}

@InputType({ description: "The signed-in user's password change." })
export class ChangePasswordInput {
  @Field({ description: 'The password in use now; a wrong one answers BAD_USER_INPUT.' }) currentPassword!: string;
  @Field({ description: 'The new password (the password rules apply).' }) newPassword!: string;
}
