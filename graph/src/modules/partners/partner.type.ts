import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Partner } from './partner.entity';

/** A registered partner as staff see it (spec 3 Partner, with the spec's field aliases on REST). */
@ObjectType('Partner')
export class PartnerType {
  @Field(() => ID) id!: string;
  @Field() workId!: string;
  @Field() name!: string;
  @Field() organisation!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => ID, { nullable: true }) shiftId!: string | null;
  @Field(() => String, { nullable: true }) shiftName!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm - HH:mm' }) shiftTime!: string | null;
  @Field(() => ID, { nullable: true }) roleId!: string | null;
  @Field(() => String, { nullable: true }) roleName!: string | null;
  @Field(() => ID, { nullable: true }) depotId!: string | null;
  @Field(() => String, { nullable: true }) depotCode!: string | null;
  @Field() signFlag!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field() singleSignFlag!: boolean;
  @Field() enterTemperature!: boolean;

  static from(p: Partner): PartnerType {
    return Object.assign(new PartnerType(), {
      id: p.id,
      workId: p.workId,
      name: p.name,
      organisation: p.organisation,
      email: p.email ?? null,
      shiftId: p.shift?.id ?? null,
      shiftName: p.shift?.shiftName ?? null,
      shiftTime: p.shift?.startTime ? `${p.shift.startTime} - ${p.shift.endTime}` : null,
      roleId: p.role?.id ?? null,
      roleName: p.role?.roleName ?? null,
      depotId: p.depot?.id ?? null,
      depotCode: p.depot?.code ?? null,
      signFlag: p.signFlag,
      badgeNumFlag: p.badgeNumFlag,
      singleSignFlag: p.singleSignFlag,
      enterTemperature: p.enterTemperature,
    });
  }

  /** REST rows carry the spec's aliases too (emailaddress, shifttiming, Role). */
  static rest(p: Partner) {
    const t = PartnerType.from(p);
    return { ...t, emailaddress: t.email, shifttiming: t.shiftTime, shiftTiming: t.shiftTime, Role: t.roleName };
  }
}

@ObjectType('PartnerPage')
export class PartnerPageType {
  @Field(() => [PartnerType]) items!: PartnerType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int, { description: 'ceil(total / pageSize)' }) pages!: number;
}

@InputType()
export class PartnerInput {
  @Field({ nullable: true, description: 'Numeric, unique in the system; set at registration only.' }) workId?: string;
  @Field() name!: string;
  @Field() organisation!: string;
  @Field({ nullable: true }) email?: string;
  @Field(() => ID, { nullable: true }) shiftId?: string;
  @Field(() => ID, { nullable: true }) roleId?: string;
  @Field(() => ID, { nullable: true }) depotId?: string;
  @Field({ nullable: true }) signFlag?: boolean;
  @Field({ nullable: true }) badgeNumFlag?: boolean;
  @Field({ nullable: true }) singleSignFlag?: boolean;
  @Field({ nullable: true }) enterTemperature?: boolean;
}
