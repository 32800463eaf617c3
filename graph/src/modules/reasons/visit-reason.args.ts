import { argsFrom } from '../../core/graphql/input-type';
import { VisitReasonIdCommand, VisitReasonListCommand } from './visit-reason.commands';

/* The visit reasons' arguments, built from their commands (issue 42): declared once, in the command. */
export const VisitReasonListArgs = argsFrom('VisitReasonListArgs', VisitReasonListCommand);
export type VisitReasonListArgs = InstanceType<typeof VisitReasonListArgs>;
export const VisitReasonIdArgs = argsFrom('VisitReasonIdArgs', VisitReasonIdCommand);
export type VisitReasonIdArgs = InstanceType<typeof VisitReasonIdArgs>;
export const RetiredVisitReasonIdArgs = argsFrom('RetiredVisitReasonIdArgs', VisitReasonIdCommand, {
  fields: { id: { description: "The retired reason's id." } },
});
export type RetiredVisitReasonIdArgs = InstanceType<typeof RetiredVisitReasonIdArgs>;
