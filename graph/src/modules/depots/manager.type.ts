import { Field, ID, ObjectType } from 'type-graphql';
import type { Manager } from './manager.entity';

/** A depot manager (spec 3: Manager): the people notified about visits at a depot. */
@ObjectType('Manager', {
  description:
    'A depot manager: a person (not a user) notified by e-mail about visits and sign-ins at a depot, and whom visitors can name as their host.',
})
export class ManagerType {
  @Field(() => ID, { description: "The manager's id (UUID)." }) id!: string;
  @Field({ description: 'Full name.' }) name!: string;
  @Field({ description: 'Where notifications go.' }) email!: string;
  @Field({ description: 'The department the manager works in, shown beside the name in the host picker' }) department!: string;
  @Field(() => ID, { description: "The manager's depot." }) depotId!: string;
  @Field(() => ID, { description: "The manager's tenant." }) tenantId!: string;
  @Field({ description: "Whether the manager is e-mailed about the depot's visits and sign-ins." }) receiveEmailFlag!: boolean;

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
