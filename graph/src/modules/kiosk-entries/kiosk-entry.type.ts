import { Field, ID, ObjectType } from 'type-graphql';
import { describeEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { KioskEntry, ReportRefusedEntryCommand } from './kiosk-entry.commands';
import { KioskEntryKind } from './kiosk-entry.entity';
import type { RefusedEntryView } from './kiosk-entry.service';

describeEnum(KioskEntryKind, 'KioskEntryKind', 'A kiosk write that may be held on the device while offline', {
  WalkIn: 'A walk-in (unplanned) sign-in.',
  SignOut: "A visitor's kiosk sign-out.",
  ClockIn: "A partner's clock-in.",
  ClockOut: "A partner's clock-out.",
});

export const KioskEntryInput = inputTypeFrom('KioskEntryInput', KioskEntry, {
  description:
    'The device part of a kiosk write (issue 27): sent again with the same entryId, the server answers the first result and stores nothing more.',
});
export type KioskEntryInput = InstanceType<typeof KioskEntryInput>;

export const RefusedKioskEntryInput = inputTypeFrom('RefusedKioskEntryInput', ReportRefusedEntryCommand, {
  description: 'A held kiosk entry the server refused when it was sent: kept for the depot staff.',
  fields: { kind: { type: () => KioskEntryKind } },
});
export type RefusedKioskEntryInput = InstanceType<typeof RefusedKioskEntryInput>;

@ObjectType('RefusedKioskEntry', { description: 'A held kiosk entry the server refused, until staff dismiss it.' })
export class RefusedKioskEntryType {
  @Field(() => ID, { description: "The record's id (dismissRefusedKioskEntry takes it)." }) id!: string;
  @Field(() => ID, { description: "The entry's id made on the device." }) entryId!: string;
  @Field({ description: 'The kiosk device that held it.' }) deviceId!: string;
  @Field(() => KioskEntryKind, { description: 'What the entry was.' }) kind!: KioskEntryKind;
  @Field({ description: 'Who and what, in words.' }) summary!: string;
  @Field({ description: "The server's refusal." }) message!: string;
  @Field(() => Date, { description: 'When it happened on the device (UTC instant).' }) occurredAt!: Date;
  @Field(() => Date, { description: 'When the kiosk reported the refusal (UTC instant).' }) reportedAt!: Date;
  static from(v: RefusedEntryView) {
    return Object.assign(new RefusedKioskEntryType(), v);
  }
}
