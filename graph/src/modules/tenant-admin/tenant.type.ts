import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DepotType } from '../depots/depot.type';
import { UserType } from '../users/user.type';
import type { Tenant } from '../tenants/tenant.entity';
import type { TenantDetails, TenantSummary } from './tenant.service';

/** A row of the tenant list (spec 3: Tenant). */
@ObjectType('Tenant', { description: "A tenant (a company using the register) as the SuperAdmin's tenant list shows it." })
export class TenantType {
  @Field(() => ID, { description: "The tenant's id (UUID)." }) id!: string;
  @Field({ description: "The tenant's name, unique; kiosk URLs use it (case-insensitive)." }) name!: string;
  @Field({ description: 'When the tenant was created (UTC instant).' }) dateRegistered!: Date;
  @Field(() => Int, { description: 'How many depots the tenant has.' }) numDepots!: number;
  @Field(() => Int, { description: 'How many staff users (representatives) the tenant has.' }) numReps!: number;
  @Field(() => Float, { description: 'Lowest temperature the kiosk accepts (degrees C).' }) tempMin!: number;
  @Field(() => Float, { description: 'Highest temperature the kiosk accepts (degrees C).' }) tempMax!: number;
  @Field(() => Date, { nullable: true, description: 'When the tenant was removed (archived); null for an active tenant.' })
  archivedAt!: Date | null;

  static from(t: TenantSummary): TenantType {
    return Object.assign(new TenantType(), {
      id: t.id,
      name: t.name,
      dateRegistered: t.dateRegistered,
      numDepots: t.numDepots,
      numReps: t.numReps,
      tempMin: Number(t.tempMin),
      tempMax: Number(t.tempMax),
      archivedAt: t.archivedAt,
    });
  }
}

/** Tenant details (spec 2.4): reps (users) and depots with managers. DepotManager gets no reps. */
@ObjectType('TenantDetails', {
  description: 'One tenant with its staff users and depots (the tenant page). A DepotManager gets no users and only its own depot.',
})
export class TenantDetailsType {
  @Field(() => ID, { description: "The tenant's id (UUID)." }) id!: string;
  @Field({ description: "The tenant's name." }) name!: string;
  @Field({ description: 'When the tenant was created (UTC instant).' }) dateRegistered!: Date;
  @Field(() => Int, { description: 'How many depots the tenant has.' }) numDepots!: number;
  @Field(() => Int, { description: 'How many staff users the tenant has.' }) numReps!: number;
  @Field(() => Float, { description: "Lowest temperature the tenant's kiosks accept (degrees Celsius)." }) tempMin!: number;
  @Field(() => Float, { description: "Highest temperature the tenant's kiosks accept (degrees Celsius)." }) tempMax!: number;
  @Field(() => Date, { nullable: true, description: 'When the tenant was removed (archived); null for an active tenant.' })
  archivedAt!: Date | null;
  @Field(() => [UserType], { description: "The tenant's staff users (empty for a DepotManager)." }) tenantRep!: UserType[];
  @Field(() => [DepotType], { description: "The tenant's depots with their managers." }) depots!: DepotType[];

  static from({ tenant, reps, depots }: TenantDetails): TenantDetailsType {
    return Object.assign(new TenantDetailsType(), {
      id: tenant.id,
      name: tenant.name,
      dateRegistered: tenant.createdAt,
      numDepots: depots.length,
      numReps: reps.length,
      tempMin: Number(tenant.tempMin),
      tempMax: Number(tenant.tempMax),
      archivedAt: tenant.archivedAt ?? null,
      tenantRep: reps.map((u) => UserType.from(u)),
      depots: depots.map((v) => DepotType.from(v)),
    });
  }
}

/** A tenant for a dropdown. */
@ObjectType('TenantShort', { description: "A tenant's id and name, for a picker." })
export class TenantShortType {
  @Field(() => ID, { description: "The tenant's id (UUID)." }) id!: string;
  @Field({ description: "The tenant's name." }) name!: string;

  static from(t: Tenant): TenantShortType {
    return Object.assign(new TenantShortType(), { id: t.id, name: t.name });
  }
}
