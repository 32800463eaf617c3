import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class AddManagerInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field({ nullable: true, description: "Must match email when given ('Emails do not match')." }) repeatEmail?: string;
  @Field(() => ID) depotId!: string;
  @Field() department!: string;
  @Field({ nullable: true, description: 'Defaults to true.' }) receiveEmailFlag?: boolean;
}

@InputType()
export class EditManagerInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field({ nullable: true }) repeatEmail?: string;
  @Field() department!: string;
  @Field({ nullable: true }) receiveEmailFlag?: boolean;
  @Field(() => ID, { nullable: true, description: 'Move the manager to another depot of the tenant.' }) depotId?: string;
}
