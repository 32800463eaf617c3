import { Field, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { AddBadgesCommand } from './badge.commands';
import type { BadgeAssigneeView, BadgeView } from './badge.service';

@ObjectType('Badge', { description: 'A numbered badge of a depot, handed to visitors and partners at sign-in.' })
export class BadgeType {
  @Field(() => ID, { description: "The badge's id (UUID)." }) id!: string;
  @Field(() => ID, { description: "The badge's depot." }) depotId!: string;
  @Field({ description: "That depot's code." }) depotCode!: string;
  @Field({ description: 'The badge number as printed (unique within the depot, uppercase).' }) badgeNum!: string;
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

@ObjectType('BadgeAssignee', { description: 'The open sign-in or clock-in holding a badge.' })
export class BadgeAssigneeType {
  @Field({ description: 'Visitor or Partner.' }) kind!: string;
  @Field({ description: "The holder's full name." }) name!: string;
  @Field({ description: 'The company (visitor) or organisation (partner).' }) company!: string;
  @Field(() => Date, { description: 'When the holder signed or clocked in (UTC instant).' }) checkedInAt!: Date;
  @Field(() => ID, { description: "The open attendance's id." }) attendanceId!: string;
  @Field({ description: 'The badge number.' }) badgeNumber!: string;
  @Field({ description: 'Planned, Regular, Unplanned or Partner.' }) visitType!: string;
  static from(v: BadgeAssigneeView) {
    return Object.assign(new BadgeAssigneeType(), v);
  }
}

export const AddBadgesInput = inputTypeFrom('AddBadgesInput', AddBadgesCommand, {
  description:
    'Badges to add to a depot: one (badgeNum) or a range (badgeNumFrom to badgeNumTo). A number already there answers CONFLICT and none is added.',
});
export type AddBadgesInput = InstanceType<typeof AddBadgesInput>;
