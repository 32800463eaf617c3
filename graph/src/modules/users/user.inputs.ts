import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class RegisterUserInput {
  @Field() name!: string;
  @Field(() => ID, { nullable: true }) tenantId?: string;
  @Field(() => ID) depotId!: string;
  @Field() username!: string;
  @Field() email!: string;
  @Field({ nullable: true }) repeatEmail?: string;
  @Field({ nullable: true }) password?: string;
  @Field({ nullable: true }) department?: string;
  @Field() role!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field() token!: string;
  @Field() username!: string;
  @Field() password!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() currentPassword!: string;
  @Field() newPassword!: string;
}
