import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { RoleName } from './role-name.entity';

@ObjectType('Role')
export class RoleType {
  @Field(() => ID) id!: string;
  @Field() roleName!: string;

  static from(r: RoleName): RoleType {
    return Object.assign(new RoleType(), { id: r.id, roleName: r.roleName });
  }
}

@InputType()
export class RoleInput {
  @Field() roleName!: string;
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
}
