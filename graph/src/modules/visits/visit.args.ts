import { ID } from 'type-graphql';
import { argsFrom } from '../../core/graphql/input-type';
import { ResendBookingQrCommand } from './booking.commands';
import { BeforeCheckoutCommand, CheckOutByStaffCommand, QrInfoCommand, VisitorStatusCommand } from './visit-kiosk.commands';
import { VisitQuestionnaireCommand } from './visit-questionnaire.commands';

/*
 * The visit operations' arguments, built from their commands (issue 42): declared once, in the command. The kiosk's
 * depot is a text in the commands (the REST twins also take a depot code or tenant name) and an ID in the schema.
 */
export const ResendBookingQrArgs = argsFrom('ResendBookingQrArgs', ResendBookingQrCommand);
export type ResendBookingQrArgs = InstanceType<typeof ResendBookingQrArgs>;
/** A staff sign-out's flag (the sign-in's id is the operation's attendanceId; manualCheckout is always true). */
export const CheckOutByStaffArgs = argsFrom('CheckOutByStaffArgs', CheckOutByStaffCommand, {
  pick: ['sendNotification'],
  fields: { sendNotification: { nullable: false, defaultValue: false } },
});
export type CheckOutByStaffArgs = InstanceType<typeof CheckOutByStaffArgs>;
export const QrInfoArgs = argsFrom('QrInfoArgs', QrInfoCommand);
export type QrInfoArgs = InstanceType<typeof QrInfoArgs>;
export const VisitorStatusArgs = argsFrom('VisitorStatusArgs', VisitorStatusCommand);
export type VisitorStatusArgs = InstanceType<typeof VisitorStatusArgs>;
export const BeforeCheckoutArgs = argsFrom('BeforeCheckoutArgs', BeforeCheckoutCommand, {
  pick: ['depotId', 'depotBadgeNum', 'meetingReference'],
  fields: { depotId: { type: () => ID, nullable: false } },
});
export type BeforeCheckoutArgs = InstanceType<typeof BeforeCheckoutArgs>;
export const VisitQuestionnaireArgs = argsFrom('VisitQuestionnaireArgs', VisitQuestionnaireCommand);
export type VisitQuestionnaireArgs = InstanceType<typeof VisitQuestionnaireArgs>;
