import { Field, ObjectType } from 'type-graphql';
import type { KioskEvacuationView, SafeLinkView } from './evacuation-notice.service';

@ObjectType('SafeLink', { description: 'What an "I am safe" link shows the person it was sent to (issue 39).' })
export class SafeLinkType {
  @Field({ description: "The person's first name." }) firstName!: string;
  @Field({ description: "The depot's organisation." }) tenantName!: string;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field(() => String, { nullable: true, description: 'Where to go; null when the depot has not set it.' }) assemblyPoint!: string | null;
  @Field(() => String, { nullable: true, description: "The person's kiosk language (en, pl, ro, lt, es, pt, ar); null: English." })
  language!: string | null;
  @Field({ description: 'OPEN: not marked yet; SAFE: marked safe (by them or a marshal); ENDED: the roll-call is over.' }) state!: string;
  @Field(() => Date, { nullable: true, description: 'When they were marked safe (UTC instant).' }) markedAt!: Date | null;
  static from(v: SafeLinkView) {
    return Object.assign(new SafeLinkType(), v);
  }
}

@ObjectType('KioskEvacuation', { description: "A depot's roll-call under way, as its kiosk shows it (issue 37)." })
export class KioskEvacuationType {
  @Field(() => Date, { description: 'When it started (UTC instant).' }) startedAt!: Date;
  @Field(() => String, { nullable: true, description: 'Where to go; null when the depot has not set it.' }) assemblyPoint!: string | null;
  @Field({ description: 'The depot\'s kiosks stand at the muster point: they offer "I am safe" by badge or name (issue 39).' })
  muster!: boolean;
  static from(v: KioskEvacuationView) {
    return Object.assign(new KioskEvacuationType(), v);
  }
}
