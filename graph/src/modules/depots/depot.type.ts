import { Field, Float, ID, ObjectType } from 'type-graphql';
import { ManagerType } from '../managers/manager.type';
import type { Depot } from './depot.entity';
import type { DepotView, KioskDepotView } from './depot.service';

@ObjectType('Address')
export class AddressType {
  @Field() line1!: string;
  @Field() line2!: string;
  @Field() county!: string;
  @Field() eirCode!: string;

  static from(d: Pick<Depot, 'line1' | 'line2' | 'county' | 'eirCode'>): AddressType {
    return Object.assign(new AddressType(), { line1: d.line1, line2: d.line2, county: d.county, eirCode: d.eirCode });
  }
}

/** A depot (location) as staff see it (spec 3: Depot), with the fields of its dropdown option. */
@ObjectType('Depot')
export class DepotType {
  @Field(() => ID) id!: string;
  @Field() code!: string;
  @Field(() => ID) tenantId!: string;
  @Field() tenantName!: string;
  @Field(() => AddressType) address!: AddressType;
  @Field({ description: 'IANA time zone: "today", shifts and daily reports of this depot are in it.' }) timeZone!: string;
  @Field(() => [ManagerType]) managers!: ManagerType[];
  @Field(() => ID, { description: 'Dropdown option key (the id).' }) key!: string;
  @Field(() => ID, { description: 'Dropdown option value (the id).' }) value!: string;
  @Field({ description: 'Dropdown option text: the code and the first address line.' }) text!: string;
  @Field({ description: 'The visitor kiosk of this depot: PUBLIC_URL/{tenantName}/{depotCode} (unset: the address of the request).' })
  kioskUrl!: string;
  @Field({ description: 'The partner kiosk of this depot: PUBLIC_URL/partner/{tenantName}/{depotCode}.' }) partnerKioskUrl!: string;

  static from({ depot: d, managers, kioskUrl, partnerKioskUrl }: DepotView): DepotType {
    return Object.assign(new DepotType(), {
      id: d.id,
      code: d.code,
      tenantId: d.tenant.id,
      tenantName: d.tenant.name,
      address: AddressType.from(d),
      timeZone: d.timeZone,
      managers: managers.map((m) => ManagerType.from(m)),
      key: d.id,
      value: d.id,
      text: `${d.code} - ${d.line1}`,
      kioskUrl,
      partnerKioskUrl,
    });
  }
}

/** What the kiosk needs to run a depot (public): no person's data. */
@ObjectType('KioskDepot')
export class KioskDepotType {
  @Field(() => ID) id!: string;
  @Field() code!: string;
  @Field() tenantName!: string;
  @Field(() => AddressType) address!: AddressType;
  @Field() timeZone!: string;
  @Field(() => Float, { description: 'Lowest accepted temperature (degrees C).' }) tempMin!: number;
  @Field(() => Float, { description: 'Highest accepted temperature (degrees C).' }) tempMax!: number;
  @Field({ description: 'The language the kiosk starts in and returns to at its idle reset (issue 27).' }) defaultLanguage!: string;
  @Field(() => [String], { description: 'The languages the kiosk offers, by code (en, pl, ro, lt, es, pt, ar).' }) languages!: string[];

  static from(d: KioskDepotView): KioskDepotType {
    return Object.assign(new KioskDepotType(), {
      id: d.id,
      code: d.code,
      tenantName: d.tenant.name,
      address: AddressType.from(d),
      timeZone: d.timeZone,
      tempMin: Number(d.tenant.tempMin),
      tempMax: Number(d.tenant.tempMax),
      defaultLanguage: d.tenant.kioskDefaultLanguage,
      languages: d.tenant.kioskLanguages,
    });
  }
}
