import { Field, ID, ObjectType } from 'type-graphql';
import type { Manager } from './manager.entity';

/** A depot manager (spec 3: Manager): the people notified about visits at a depot. */
@ObjectType('Manager')
export class ManagerType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field() department!: string;
  @Field(() => ID) depotId!: string;
  @Field(() => ID) tenantId!: string;
  @Field() receiveEmailFlag!: boolean;

  static from(m: Manager): ManagerType {
    return Object.assign(new ManagerType(), {
      id: m.id,
      name: m.name,
      email: m.email,
      department: m.department,
      depotId: m.depot.id,
      tenantId: m.tenant.id,
      receiveEmailFlag: m.receiveEmailFlag,
    });
  }
}
