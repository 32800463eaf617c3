import { feature } from '../../core/feature';
import { Attendee } from './attendee.entity';

/** Attendees: the people who come to a depot (the attendee entity and its upsert, attendee.service.ts). No services. */
export const attendees = feature({ name: 'attendees', services: {}, entities: [Attendee] });
