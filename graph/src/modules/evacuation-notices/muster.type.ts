import { Field, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { KioskMarkSafeCommand } from './muster.commands';
import type { KioskSafeView, MusterPerson } from './muster.service';

@ObjectType('KioskMusterPerson', { description: 'A person still missing on the roll-call, as a muster kiosk offers them (issue 39).' })
export class KioskMusterPersonType {
  @Field(() => ID, { description: 'Their roll-call entry (for kioskMarkSafe).' }) entryId!: string;
  @Field({ description: 'First name and the last name\'s initial ("Ana N."): the screen is public.' }) label!: string;
  static from(p: MusterPerson) {
    return Object.assign(new KioskMusterPersonType(), p);
  }
}

@ObjectType('KioskSafe', { description: 'A person marked safe at a muster kiosk (issue 39).' })
export class KioskSafeType {
  @Field({ description: 'First name and initial.' }) label!: string;
  @Field(() => Date, { description: 'When they were marked safe (UTC instant; a second tap answers the first time).' }) markedAt!: Date;
  static from(v: KioskSafeView) {
    return Object.assign(new KioskSafeType(), v);
  }
}

export const KioskMarkSafeInput = inputTypeFrom('KioskMarkSafeInput', KioskMarkSafeCommand, {
  description: '"I am safe" at a muster kiosk: the depot and a badge (or work id), or a person picked by name.',
});
export type KioskMarkSafeInput = InstanceType<typeof KioskMarkSafeInput>;
