import { Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';

/**
 * One e-mail sent for one outbox event to one recipient: a retried job (same outbox id) finds it here and
 * does not send a second time. Written right after the SMTP server accepted the message.
 */
@Entity({ tableName: 'mail_delivery' })
@Unique({ name: 'mail_delivery_event_recipient_uniq', properties: ['sourceEventId', 'recipient'] })
export class MailDelivery extends BaseEntity {
  @Property({ type: 'uuid' })
  sourceEventId!: string;

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 64 })
  kind!: string;
}
