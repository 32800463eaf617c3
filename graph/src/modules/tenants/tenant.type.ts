import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DepotType } from '../depots/depot.type';
import { UserType } from '../users/user.type';
import type { Tenant } from './tenant.entity';
import type { TenantDetails, TenantSummary } from './tenant.service';

/** A row of the tenant list (spec 3: Tenant). */
@ObjectType('Tenant')
export class TenantType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() dateRegistered!: Date;
  @Field(() => Int) numDepots!: number;
  @Field(() => Int) numReps!: number;
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
@ObjectType('TenantDetails')
export class TenantDetailsType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() dateRegistered!: Date;
  @Field(() => Int) numDepots!: number;
  @Field(() => Int) numReps!: number;
  @Field(() => Float) tempMin!: number;
  @Field(() => Float) tempMax!: number;
  @Field(() => Date, { nullable: true, description: 'When the tenant was removed (archived); null for an active tenant.' })
  archivedAt!: Date | null;
  @Field(() => [UserType]) tenantRep!: UserType[];
  @Field(() => [DepotType]) depots!: DepotType[];

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
@ObjectType('TenantShort')
export class TenantShortType {
  @Field(() => ID) id!: string;
  @Field() name!: string;

  static from(t: Tenant): TenantShortType {
    return Object.assign(new TenantShortType(), { id: t.id, name: t.name });
  }
}
