import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ManagedReason } from './visit-reason.service';

/** A tenant's visit reason as staff manage it (issue 23). */
@ObjectType('VisitReason')
export class VisitReasonType {
  @Field(() => ID) id!: string;
  @Field() text!: string;
  @Field(() => Int) sortOrder!: number;
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

@InputType()
export class AddVisitReasonInput {
  @Field() text!: string;
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
}

@InputType()
export class RenameVisitReasonInput {
  @Field(() => ID) id!: string;
  @Field() text!: string;
}
