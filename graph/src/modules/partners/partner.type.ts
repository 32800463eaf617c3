import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { RegisterPartnerCommand } from './partner.commands';
import type { Partner } from '../attendance/partner.entity';

/** A registered partner as staff see it (spec 3 Partner, with the spec's field aliases on REST). */
@ObjectType('Partner', { description: "A partner: a contractor who clocks in and out at a depot's partner kiosk with a numeric work id." })
export class PartnerType {
  @Field(() => ID, { description: "The partner's id (UUID)." }) id!: string;
  @Field({ description: 'Numeric work id, unique across the installation; typed or scanned (QR) at the partner kiosk.' }) workId!: string;
  @Field({ description: 'Full name.' }) name!: string;
  @Field({ description: "The partner's company." }) organisation!: string;
  @Field(() => String, { description: 'E-mail address (QR code and confirmations); null when none.', nullable: true }) email!:
    string | null;
  @Field(() => String, { description: 'Mobile number in E.164 (an evacuation SMS, issue 39); null when none.', nullable: true })
  phone!: string | null;
  @Field(() => ID, { description: "The partner's shift; null: may clock in at any time.", nullable: true }) shiftId!: string | null;
  @Field(() => String, { description: "That shift's name.", nullable: true }) shiftName!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm - HH:mm' }) shiftTime!: string | null;
  @Field(() => ID, { description: "The partner's role (from the tenant's role list); null when none.", nullable: true }) roleId!:
    string | null;
  @Field(() => String, { description: "That role's name.", nullable: true }) roleName!: string | null;
  @Field(() => ID, { description: 'The depot the partner is registered at; null when none.', nullable: true }) depotId!: string | null;
  @Field(() => String, { description: "That depot's code.", nullable: true }) depotCode!: string | null;
  @Field({ description: 'The kiosk asks for a signature at clock-in.' }) signFlag!: boolean;
  @Field({ description: 'The kiosk asks for a depot badge number at clock-in.' }) badgeNumFlag!: boolean;
  @Field({ description: "The partner may clock in only once per day (depot's local day): a second clock-in answers CONFLICT." })
  singleSignFlag!: boolean;
  @Field({ description: "The kiosk asks for the partner's temperature at clock-in." }) enterTemperature!: boolean;

  static from(p: Partner): PartnerType {
    return Object.assign(new PartnerType(), {
      id: p.id,
      workId: p.workId,
      name: p.name,
      organisation: p.organisation,
      email: p.email ?? null,
      phone: p.phone ?? null,
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

@ObjectType('PartnerPage', { description: 'One page of partners.' })
export class PartnerPageType {
  @Field(() => [PartnerType], { description: 'The partners on this page, by name.' }) items!: PartnerType[];
  @Field(() => Int, { description: 'How many partners match in all.' }) total!: number;
  @Field(() => Int, { description: "This page's number (from 1)." }) page!: number;
  @Field(() => Int, { description: 'Partners per page.' }) pageSize!: number;
  @Field(() => Int, { description: 'ceil(total / pageSize)' }) pages!: number;
}

export const PartnerInput = inputTypeFrom('PartnerInput', RegisterPartnerCommand, {
  description: "A partner's details.",
  fields: {
    workId: { nullable: true },
    shiftId: { type: () => ID },
    roleId: { type: () => ID },
    depotId: { type: () => ID, nullable: true },
  },
});
export type PartnerInput = InstanceType<typeof PartnerInput>;
