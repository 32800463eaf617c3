import { Field, ID, InputType } from 'type-graphql';

/** Add location / edit location (spec 5): Code, Line 1, Line 2, County, EirCode required. */
@InputType()
export class DepotInput {
  @Field() code!: string;
  @Field() line1!: string;
  @Field() line2!: string;
  @Field() county!: string;
  @Field() eirCode!: string;
  @Field({ nullable: true, description: 'IANA time zone; Europe/Dublin when not given.' }) timeZone?: string;
}

@InputType()
export class AddDepotInput extends DepotInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin names the tenant; others add to their own.' }) tenantId?: string;
}
