import { emailAddress, id, optionalText, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { answerLists, passDay } from './inductions.commands';

/** A visitor's answers to one course, carried by their sign-in (visitorCheckIn, unplannedCheckIn). */
export const CourseAnswersCommand = z.object({
  courseId: id('courseId', 'Induction course').describe('The course taken'),
  answers: answerLists(),
});
export type CourseAnswersCommand = z.output<typeof CourseAnswersCommand>;

/** The sign-in's field: the answers to the courses the kiosk showed (at most 20). */
export const inductionAnswers = z
  .array(CourseAnswersCommand, { error: Messages.inductionAnswers })
  .max(20, Messages.inductionAnswers)
  .optional()
  .describe(
    'Issue 38: the answers to the induction courses the visitor needs (kioskVisitorInductions), graded again at the sign-in; a pass is recorded with it. Without a pass of a course due the sign-in is refused (FORBIDDEN, "Please take your induction before you sign in").',
  );

/**
 * The kiosk: the courses a visitor must pass before signing in: by the reference resolved (a planned visit or a regular
 * visitor), or for a walk-in by the reason chosen (and the e-mail typed: a pass of theirs still valid is not asked).
 */
export const KioskVisitorInductionsCommand = z
  .object({
    depotId: id('depotId', 'Depot').describe("The kiosk's depot."),
    reference: optionalText('Reference', 32)
      .transform((v) => v?.toUpperCase())
      .describe("A meeting reference or RV code (kioskVisitor's meetingReference)."),
    reasonForVisit: optionalText('Reason for visit', 254).describe("A walk-in's reason (visitorReasons)."),
    email: emailAddress('Email', 254).optional().describe("A walk-in's e-mail address as typed."),
  })
  .superRefine((c, ctx) => {
    if (!c.reference && !c.reasonForVisit) ctx.addIssue({ code: 'custom', path: ['reference'], message: Messages.inductionVisitorWho });
  });
export type KioskVisitorInductionsCommand = z.output<typeof KioskVisitorInductionsCommand>;

/** The kiosk: a visitor's answers graded (nothing written: the sign-in carries them). */
export const GradeVisitorInductionCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot"),
  courseId: id('courseId', 'Induction course').describe('The course taken'),
  answers: answerLists(),
});
export type GradeVisitorInductionCommand = z.output<typeof GradeVisitorInductionCommand>;

/** Staff: a depot's regular visitors and recent visitors who need a course, with their passes. */
export const VisitorInductionStatusCommand = z.object({ depotId: id('depotId', 'Depot').describe('The depot.') });
export type VisitorInductionStatusCommand = z.output<typeof VisitorInductionStatusCommand>;

/** Staff: a visitor's pass given in person (at the current version; on a day staff choose, today when none). */
export const RecordVisitorInductionPassCommand = z.object({
  depotId: id('depotId', 'Depot').describe('The depot whose list shows the visitor'),
  courseId: id('courseId', 'Induction course').describe('The course'),
  attendeeId: id('attendeeId', 'Visitor').describe('The visitor who passed it in person'),
  passedOn: passDay("The day it was given (yyyy-MM-dd, the depot's calendar; empty: today)"),
});
export type RecordVisitorInductionPassCommand = z.output<typeof RecordVisitorInductionPassCommand>;
