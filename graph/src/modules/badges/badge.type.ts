import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { BadgeAssigneeView, BadgeView } from './badge.service';

@ObjectType('Badge')
export class BadgeType {
  @Field(() => ID) id!: string;
  @Field(() => ID) depotId!: string;
  @Field() depotCode!: string;
  @Field() badgeNum!: string;
  @Field({ description: 'Held by an open sign-in or clock-in now.' }) inUse!: boolean;
  @Field(() => String, { nullable: true, description: 'The display name of the visitor or partner holding the badge now; null when free.' })
  holderName!: string | null;
  @Field(() => String, { nullable: true, description: "'Visitor' or 'Partner' (who holds the badge now); null when free." }) holderKind!:
    string | null;
  static from(v: BadgeView) {
    return Object.assign(new BadgeType(), {
      id: v.id,
      depotId: v.depotId,
      depotCode: v.depotCode,
      badgeNum: v.number,
      inUse: v.inUse,
      holderName: v.holderName,
      holderKind: v.holderKind,
    });
  }
}

@ObjectType('BadgeAssignee')
export class BadgeAssigneeType {
  @Field({ description: 'Visitor or Partner.' }) kind!: string;
  @Field() name!: string;
  @Field({ description: 'The company (visitor) or organisation (partner).' }) company!: string;
  @Field(() => Date) checkedInAt!: Date;
  @Field(() => ID) attendanceId!: string;
  @Field() badgeNumber!: string;
  @Field() visitType!: string;
  static from(v: BadgeAssigneeView) {
    return Object.assign(new BadgeAssigneeType(), v);
  }
}

@InputType()
export class AddBadgesInput {
  @Field(() => ID) depotId!: string;
  @Field(() => String, { nullable: true, description: 'One badge (the single-badge toggle, default).' }) badgeNum?: string | null;
  @Field(() => String, { nullable: true, description: 'A range: must be the next badge number.' }) badgeNumFrom?: string | null;
  @Field(() => String, { nullable: true }) badgeNumTo?: string | null;
}
