import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A new depot manager.' })
export class AddManagerInput {
  @Field({ description: 'Full name (required).' }) name!: string;
  @Field({ description: 'E-mail address (required).' }) email!: string;
  @Field({ nullable: true, description: "Must match email when given ('Emails do not match')." }) repeatEmail?: string;
  @Field(() => ID, { description: "The depot (of the caller's tenant)." }) depotId!: string;
  @Field({ description: 'Department (required).' }) department!: string;
  @Field({ nullable: true, description: 'Defaults to true.' }) receiveEmailFlag?: boolean;
}

@InputType({ description: "A manager's new details." })
export class EditManagerInput {
  @Field({ description: 'Full name (required).' }) name!: string;
  @Field({ description: 'E-mail address (required).' }) email!: string;
  @Field({ description: "Must match email when given ('Emails do not match').", nullable: true }) repeatEmail?: string;
  @Field({ description: 'Department (required).' }) department!: string;
  @Field({ description: 'Whether the manager gets e-mails; unchanged when omitted.', nullable: true }) receiveEmailFlag?: boolean;
  @Field(() => ID, { nullable: true, description: 'Move the manager to another depot of the tenant.' }) depotId?: string;
}
