import { Field, ID, InputType } from 'type-graphql';

/** Rep edit (spec 5): name, username, email, role required. */
@InputType()
export class EditRepresentativeInput {
  @Field() name!: string;
  @Field() username!: string;
  @Field() email!: string;
  @Field({ description: 'SuperAdmin, TenantAdmin, DepotManager or a name from the tenant role list.' }) role!: string;
  @Field({ nullable: true }) department?: string;
  @Field(() => ID, { nullable: true, description: 'Move the user to another depot of its tenant.' }) depotId?: string;
}
