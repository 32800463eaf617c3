import { feature } from '../../core/feature';
import { MailDelivery } from './mail-delivery.entity';

/** Mail: the mail catalogue and texts, and the deliveries sent once (mail-delivery.entity.ts). No services. */
export const mail = feature({ name: 'mail', services: {}, entities: [MailDelivery] });
