import { Field, Float, InputType } from 'type-graphql';
import { DepotInput } from '../depots/depot.inputs';

/** The tenant's first representative: a TenantAdmin who gets an e-mail to set a password. */
@InputType()
export class TenantRepInput {
  @Field() name!: string;
  @Field() username!: string;
  @Field() email!: string;
  @Field({ nullable: true, description: "Must match email when given ('Emails do not match')." }) repeatEmail?: string;
}

/** Add tenant (spec 3 create payload): name, rep, and its first depot. */
@InputType()
export class CreateTenantInput {
  @Field() name!: string;
  @Field(() => TenantRepInput) rep!: TenantRepInput;
  @Field(() => DepotInput, { description: 'The first depot (the spec names the field depots).' }) depots!: DepotInput;
}

@InputType()
export class EditTenantInput {
  @Field() name!: string;
  @Field(() => Float, { nullable: true }) tempMin?: number;
  @Field(() => Float, { nullable: true }) tempMax?: number;
}
