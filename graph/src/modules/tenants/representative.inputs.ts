import { Field, ID, InputType } from 'type-graphql';

/** Rep edit (spec 5): name, username, email, role required. */
@InputType({ description: "A staff user's editable details." })
export class EditRepresentativeInput {
  @Field({ description: 'Full name (required).' }) name!: string;
  @Field({ description: 'Login name, unique across the installation.' }) username!: string;
  @Field({ description: 'E-mail address (required).' }) email!: string;
  @Field({ description: 'SuperAdmin, TenantAdmin, DepotManager or a name from the tenant role list.' }) role!: string;
  @Field({ description: 'Free text department.', nullable: true }) department?: string;
  @Field(() => ID, { nullable: true, description: 'Move the user to another depot of its tenant.' }) depotId?: string;
}
