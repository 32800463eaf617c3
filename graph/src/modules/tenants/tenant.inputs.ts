import { Field, Float, InputType } from 'type-graphql';
import { DepotInput } from '../depots/depot.inputs';

/** The tenant's first representative: a TenantAdmin who gets an e-mail to set a password. */
@InputType({ description: "A tenant's first representative: a TenantAdmin who is e-mailed a link to set a password." })
export class TenantRepInput {
  @Field({ description: "The representative's full name." }) name!: string;
  @Field({ description: 'Login name, unique across the installation (CONFLICT when taken).' }) username!: string;
  @Field({ description: 'Where the link to set a password is sent.' }) email!: string;
  @Field({ nullable: true, description: "Must match email when given ('Emails do not match')." }) repeatEmail?: string;
}

/** Add tenant (spec 3 create payload): name, rep, and its first depot. */
@InputType({ description: 'A new tenant: its name, its first representative (a TenantAdmin) and its first depot.' })
export class CreateTenantInput {
  @Field({ description: "The tenant's name, unique (CONFLICT when taken, archived tenants included)." }) name!: string;
  @Field(() => TenantRepInput, { description: 'The first representative: a TenantAdmin e-mailed a link to set a password.' })
  rep!: TenantRepInput;
  @Field(() => DepotInput, { description: 'The first depot (the spec names the field depots).' }) depots!: DepotInput;
}

@InputType({ description: "A tenant's editable settings." })
export class EditTenantInput {
  @Field({ description: "The tenant's name, unique (CONFLICT when taken)." }) name!: string;
  @Field(() => Float, {
    description: 'Lowest temperature the kiosks accept, degrees Celsius; unchanged when omitted. Must be below tempMax.',
    nullable: true,
  })
  tempMin?: number;
  @Field(() => Float, { description: 'Highest temperature the kiosks accept, degrees Celsius; unchanged when omitted.', nullable: true })
  tempMax?: number;
}
