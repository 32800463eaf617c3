import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AgreementVersionView } from './agreements.service';

@ObjectType('AgreementWord', { description: 'One rule or question of an agreement version, in the words of that version.' })
export class AgreementWordType {
  @Field({ description: 'The answer key (hr_1, q1...) of a rules version; the position (1, 2...) of a contractor rule.' }) key!: string;
  @Field({ description: 'The words as they were in this version.' }) text!: string;
}

@ObjectType('AgreementVersion', { description: "One immutable version of a tenant's agreement words (issue 38)." })
export class AgreementVersionType {
  @Field(() => ID, { description: 'The version.' }) id!: string;
  @Field({ description: "rules (the visitors' rules and questions) or contractor (the rules partners accept)." }) kind!: string;
  @Field(() => Int, { description: 'Its number within the tenant and kind, from 1; 0: the built-in default words.' }) number!: number;
  @Field({ description: 'When it was saved.' }) savedAt!: Date;
  @Field(() => String, { nullable: true, description: 'Who saved it; null: the built-in defaults or texts saved before versions.' })
  savedByName!: string | null;
  @Field({ description: 'Regular visitors and partners who accepted an older version are asked to accept this one once.' })
  askAgain!: boolean;
  @Field({ description: 'The built-in default words (no save of the tenant).' }) isDefault!: boolean;
  @Field(() => [AgreementWordType], { description: 'The words of this version.' }) words!: AgreementWordType[];
  static from(v: AgreementVersionView) {
    return Object.assign(new AgreementVersionType(), v);
  }
}
