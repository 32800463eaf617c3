import { Field, Float, ID, ObjectType } from 'type-graphql';
import { ManagerType } from './manager.type';
import type { Depot } from './depot.entity';
import type { DepotView, KioskDepotView } from './depot.service';

@ObjectType('Address', { description: "A depot's postal address (Irish format)." })
export class AddressType {
  @Field({ description: 'First address line.' }) line1!: string;
  @Field({ description: 'Second address line.' }) line2!: string;
  @Field({ description: 'The county (Irish addresses name one; the kiosk shows it under the depot)' }) county!: string;
  @Field({ description: 'Postal code (Eircode).' }) eirCode!: string;

  static from(d: Pick<Depot, 'line1' | 'line2' | 'county' | 'eirCode'>): AddressType {
    return Object.assign(new AddressType(), { line1: d.line1, line2: d.line2, county: d.county, eirCode: d.eirCode });
  }
}

/** A depot (location) as staff see it (spec 3: Depot), with the fields of its dropdown option. */
@ObjectType('Depot', {
  description: 'A depot (a site with a kiosk at its entrance) as staff see it, with the fields of a dropdown option.',
})
export class DepotType {
  @Field(() => ID, { description: "The depot's id (UUID)." }) id!: string;
  @Field({ description: "The depot's code, unique within its tenant; the kiosk URL uses it." }) code!: string;
  @Field(() => ID, { description: "The depot's tenant." }) tenantId!: string;
  @Field({ description: "The name of the depot's tenant." }) tenantName!: string;
  @Field(() => AddressType, { description: "The depot's postal address." }) address!: AddressType;
  @Field({ description: 'IANA time zone: "today", shifts and daily reports of this depot are in it.' }) timeZone!: string;
  @Field(() => [ManagerType], { description: "The depot's managers (the people notified of its visits)." }) managers!: ManagerType[];
  @Field(() => ID, { description: 'Dropdown option key (the id).' }) key!: string;
  @Field(() => ID, { description: 'Dropdown option value (the id).' }) value!: string;
  @Field({ description: 'Dropdown option text: the code and the first address line.' }) text!: string;
  @Field({ description: 'The visitor kiosk of this depot: PUBLIC_URL/{tenantName}/{depotCode} (unset: the address of the request).' })
  kioskUrl!: string;
  @Field({ description: 'The partner kiosk of this depot: PUBLIC_URL/partner/{tenantName}/{depotCode}.' }) partnerKioskUrl!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "When the kiosk links use the server's own https on the local network (HTTPS_PORT): the certificate a tablet installs once to trust them.",
  })
  kioskCertificateUrl!: string | null;

  static from({ depot: d, managers, kioskUrl, partnerKioskUrl, kioskCertificateUrl }: DepotView): DepotType {
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
      kioskCertificateUrl,
    });
  }
}

/** What the kiosk needs to run a depot (public): no person's data. */
@ObjectType('KioskDepot', { description: "What a kiosk needs to run a depot (public, no person's data)." })
export class KioskDepotType {
  @Field(() => ID, { description: "The depot's id (UUID): the depotId of every kiosk operation." }) id!: string;
  @Field({ description: "The depot's code." }) code!: string;
  @Field({ description: "The tenant's name." }) tenantName!: string;
  @Field(() => AddressType, { description: "The depot's postal address." }) address!: AddressType;
  @Field({ description: "The depot's IANA time zone (e.g. Europe/Dublin): its kiosk shows times in it." }) timeZone!: string;
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
