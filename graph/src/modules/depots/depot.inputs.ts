import { Field, ID, InputType } from 'type-graphql';

/** Add location / edit location (spec 5): Code, Line 1, Line 2, County, EirCode required. */
@InputType({ description: "A depot's code, address and time zone." })
export class DepotInput {
  @Field({ description: 'Short code, unique within the tenant (CONFLICT when taken); part of the kiosk URL.' }) code!: string;
  @Field({ description: 'First address line (required).' }) line1!: string;
  @Field({ description: 'Second address line (required).' }) line2!: string;
  @Field({ description: 'County (required).' }) county!: string;
  @Field({ description: 'Postal code (required).' }) eirCode!: string;
  @Field({ nullable: true, description: 'IANA time zone; Europe/Dublin when not given.' }) timeZone?: string;
}

@InputType({ description: 'A new depot: its details and, for a SuperAdmin, its tenant.' })
export class AddDepotInput extends DepotInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin names the tenant; others add to their own.' }) tenantId?: string;
}
