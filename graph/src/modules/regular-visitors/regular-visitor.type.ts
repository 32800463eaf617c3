import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { EditRegularVisitorCommand, RegisterRegularVisitorCommand, RegularHostCommand } from './regular-visitor.commands';
import type { RegularHost } from './regular-host.entity';
import type { RegularVisitor } from './regular-visitor.entity';

@ObjectType('RegularHost', { description: 'The person a regular visitor meets (notified of its sign-ins).' })
export class RegularHostType {
  @Field(() => ID, { description: "The host's id (UUID)." }) id!: string;
  @Field({ description: "The host's name." }) hostname!: string;
  @Field({ description: "The host's e-mail address." }) hostemail!: string;
  @Field({ description: "The host's department." }) department!: string;
  static from(h: RegularHost) {
    return Object.assign(new RegularHostType(), { id: h.id, hostname: h.hostname, hostemail: h.hostemail, department: h.department });
  }
}

/** A regular visitor (spec 3) without its passcode: that leaves only by e-mail. */
@ObjectType('RegularVisitor', {
  description:
    'A regular visitor: someone who comes often and signs in with an RV code (or e-mail) and a passcode instead of a booking. Its passcode never leaves by the API, only by e-mail.',
})
export class RegularVisitorType {
  @Field(() => ID, { description: "The regular visitor's id (UUID)." }) id!: string;
  @Field({ description: 'The RV code the visitor signs in with (or its QR code).' }) meetingReference!: string;
  @Field({ description: 'First and last name.' }) name!: string;
  @Field({ description: 'The visitor first name, as registered (the kiosk form shows it read-only)' }) firstName!: string;
  @Field({ description: 'The visitor last name, as registered' }) lastName!: string;
  @Field({ description: 'E-mail address (also a way to sign in, with the passcode).' }) email!: string;
  @Field({ description: 'The company the visitor comes from' }) company!: string;
  @Field({ description: 'The kiosk asks for a signature.' }) signFlag!: boolean;
  @Field({ description: 'The kiosk asks for a badge number.' }) badgeNumFlag!: boolean;
  @Field({ description: 'The kiosk asks for a temperature.' }) enterTemperature!: boolean;
  @Field({ description: 'The host is e-mailed at each sign-in.' }) emailFlag!: boolean;
  @Field(() => ID, { description: 'The depot it is registered at.' }) depotId!: string;
  @Field(() => ID, { description: "The host's id." }) hostid!: string;
  @Field(() => RegularHostType, { description: 'The host it meets.' }) host!: RegularHostType;

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

@ObjectType('RegularVisitorPage', { description: 'One page of regular visitors.' })
export class RegularVisitorPageType {
  @Field(() => [RegularVisitorType], { description: 'The regular visitors on this page.' }) items!: RegularVisitorType[];
  @Field(() => Int, { description: 'How many match in all.' }) total!: number;
  @Field(() => Int, { description: "This page's number (from 1)." }) page!: number;
  @Field(() => Int, { description: 'Regular visitors per page.' }) pageSize!: number;
  @Field(() => Int, { description: 'ceil(total / pageSize)' }) pages!: number;
}

export const RegisterRegularVisitorInput = inputTypeFrom('RegisterRegularVisitorInput', RegisterRegularVisitorCommand, {
  description: 'A regular visitor to register.',
  fields: { depotId: { type: () => ID } },
  omit: ['passCode'],
});
export type RegisterRegularVisitorInput = InstanceType<typeof RegisterRegularVisitorInput>;

export const EditRegularVisitorInput = inputTypeFrom('EditRegularVisitorInput', EditRegularVisitorCommand, {
  description: "A regular visitor's new details.",
});
export type EditRegularVisitorInput = InstanceType<typeof EditRegularVisitorInput>;

export const RegularHostInput = inputTypeFrom('RegularHostInput', RegularHostCommand, { description: "A regular visitor's host." });
export type RegularHostInput = InstanceType<typeof RegularHostInput>;
