import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { AddVisitReasonCommand, RenameVisitReasonCommand } from './visit-reason.commands';
import type { ManagedReason } from './visit-reason.service';

/** A tenant's visit reason as staff manage it (issue 23). */
@ObjectType('VisitReason', { description: "A reason for a walk-in visit from the tenant's list, offered on the kiosk." })
export class VisitReasonType {
  @Field(() => ID, { description: "The reason's id." }) id!: string;
  @Field({ description: 'The reason as the kiosk offers it.' }) text!: string;
  @Field(() => Int, { description: "Its place in the kiosk's list (ascending)." }) sortOrder!: number;
  @Field({ description: 'Retired: kept for the visits that used it, no longer offered on the kiosk' }) retired!: boolean;
  @Field({ description: 'A visit of the tenant carries this reason: it can be retired, not deleted' }) inUse!: boolean;

  static from({ reason, inUse }: ManagedReason): VisitReasonType {
    return Object.assign(new VisitReasonType(), {
      id: reason.id,
      text: reason.text,
      sortOrder: reason.sortOrder,
      retired: !!reason.retiredAt,
      inUse,
    });
  }
}

export const AddVisitReasonInput = inputTypeFrom('AddVisitReasonInput', AddVisitReasonCommand, { description: 'A visit reason to add.' });
export type AddVisitReasonInput = InstanceType<typeof AddVisitReasonInput>;

export const RenameVisitReasonInput = inputTypeFrom('RenameVisitReasonInput', RenameVisitReasonCommand, {
  description: "A visit reason's new text.",
});
export type RenameVisitReasonInput = InstanceType<typeof RenameVisitReasonInput>;
