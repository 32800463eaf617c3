import { Field, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { RoleCommand } from './role.commands';
import type { RoleName } from './role-name.entity';

@ObjectType('Role', { description: "A role name of a tenant's list: a partner's job (e.g. Driver) or a staff user's role." })
export class RoleType {
  @Field(() => ID, { description: "The role's id (UUID)." }) id!: string;
  @Field({ description: 'The name, unique within the tenant (case-insensitive).' }) roleName!: string;

  static from(r: RoleName): RoleType {
    return Object.assign(new RoleType(), { id: r.id, roleName: r.roleName });
  }
}

export const RoleInput = inputTypeFrom('RoleInput', RoleCommand, { description: 'A role name.' });
export type RoleInput = InstanceType<typeof RoleInput>;
