import { argsFrom } from '../../core/graphql/input-type';
import { DeliveryIdCommand, WebhookDeliveriesCommand, WebhookIdCommand } from './webhook.commands';

/* The webhook operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const WebhookDeliveriesArgs = argsFrom('WebhookDeliveriesArgs', WebhookDeliveriesCommand);
export type WebhookDeliveriesArgs = InstanceType<typeof WebhookDeliveriesArgs>;
export const WebhookIdArgs = argsFrom('WebhookIdArgs', WebhookIdCommand);
export type WebhookIdArgs = InstanceType<typeof WebhookIdArgs>;
export const DeliveryIdArgs = argsFrom('DeliveryIdArgs', DeliveryIdCommand);
export type DeliveryIdArgs = InstanceType<typeof DeliveryIdArgs>;
