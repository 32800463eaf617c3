import { randomUUID } from 'node:crypto';
import { uniq } from '../../../test/factories';
import { RULES_OK } from '../../visits/__tests__/support';

/** An instant `minutes` ago. */
export const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A held entry of `device` at `occurredAt` (the device's id and time, as the kiosk sends them). */
export const heldEntry = (device: string, occurredAt: Date, entryId = randomUUID()) => ({
  entryId,
  deviceId: device,
  occurredAt: occurredAt.toISOString(),
});

/** A held walk-in's fields (GraphQL's UnplannedCheckInInput and the command alike). */
export const heldWalkIn = (depotId: string, entry: object, over: Record<string, unknown> = {}) => ({
  depotId,
  firstName: 'wanda',
  lastName: 'held',
  email: `${uniq('w')}@example.test`,
  company: 'acme',
  carReg: '12 D 345',
  reasonForVisit: 'Delivery',
  ruleAnswers: RULES_OK,
  entry,
  ...over,
});
