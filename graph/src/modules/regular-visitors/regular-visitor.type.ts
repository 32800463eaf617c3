import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { RegularHost } from './regular-host.entity';
import type { RegularVisitor } from './regular-visitor.entity';

@ObjectType('RegularHost')
export class RegularHostType {
  @Field(() => ID) id!: string;
  @Field() hostname!: string;
  @Field() hostemail!: string;
  @Field() department!: string;
  static from(h: RegularHost) {
    return Object.assign(new RegularHostType(), { id: h.id, hostname: h.hostname, hostemail: h.hostemail, department: h.department });
  }
}

/** A regular visitor (spec 3) without its passcode: that leaves only by e-mail. */
@ObjectType('RegularVisitor')
export class RegularVisitorType {
  @Field(() => ID) id!: string;
  @Field() meetingReference!: string;
  @Field() name!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field() signFlag!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field() enterTemperature!: boolean;
  @Field() emailFlag!: boolean;
  @Field(() => ID) depotId!: string;
  @Field(() => ID) hostid!: string;
  @Field(() => RegularHostType) host!: RegularHostType;

  static from(rv: RegularVisitor): RegularVisitorType {
    const a = rv.attendee;
    return Object.assign(new RegularVisitorType(), {
      id: rv.id,
      meetingReference: rv.meetingReference,
      name: `${a.firstName} ${a.lastName}`.trim(),
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      company: a.company,
      signFlag: rv.signFlag,
      badgeNumFlag: rv.badgeNumFlag,
      enterTemperature: rv.enterTemperature,
      emailFlag: rv.emailFlag,
      depotId: rv.depot.id,
      hostid: rv.host.id,
      host: RegularHostType.from(rv.host),
    });
  }
}

@ObjectType('RegularVisitorPage')
export class RegularVisitorPageType {
  @Field(() => [RegularVisitorType]) items!: RegularVisitorType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int, { description: 'ceil(total / pageSize)' }) pages!: number;
}

@InputType()
export class RegisterRegularVisitorInput {
  @Field(() => ID) depotId!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field({ nullable: true, description: 'From regularVisitorReference; generated when absent.' }) meetingReference?: string;
  @Field({ nullable: true, description: 'Default true: the host is the signed-in user.' }) hostIsMe?: boolean;
  @Field({ nullable: true }) hostname?: string;
  @Field({ nullable: true }) hostemail?: string;
  @Field({ nullable: true }) department?: string;
  @Field({ nullable: true }) signFlag?: boolean;
  @Field({ nullable: true }) badgeNumFlag?: boolean;
  @Field({ nullable: true }) enterTemperature?: boolean;
  @Field({ nullable: true }) emailFlag?: boolean;
}

@InputType()
export class EditRegularVisitorInput {
  @Field({ description: 'First and last name' }) name!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field({ nullable: true }) signFlag?: boolean;
  @Field({ nullable: true }) badgeNumFlag?: boolean;
  @Field({ nullable: true }) enterTemperature?: boolean;
  @Field({ nullable: true }) emailFlag?: boolean;
}

@InputType()
export class RegularHostInput {
  @Field() hostname!: string;
  @Field() hostemail!: string;
  @Field() department!: string;
}
