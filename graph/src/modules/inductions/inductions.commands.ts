import { id, optionalId, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { isIsoDay } from '../../core/time';

/** A typed work id (as the partner kiosk's): digits only, at most 18. */
const workId = () =>
  text('Work ID', 40)
    .refine((v) => /^\d{1,18}$/.test(v), { message: Messages.workIdNumeric })
    .describe("The partner's work id");

const bounded = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

/** A multiple-choice question: its text, 2 to 6 options and the indexes (from 0) of the right ones. */
export const InductionQuestionCommand = z
  .object({
    text: bounded(1, 500, Messages.inductionQuestions).describe('The question'),
    options: z
      .array(bounded(1, 200, Messages.inductionQuestions), { error: Messages.inductionQuestions })
      .min(2, Messages.inductionQuestions)
      .max(6, Messages.inductionQuestions)
      .describe('The options, 2 to 6'),
    correct: z
      .array(z.number({ error: Messages.inductionQuestions }).int(Messages.inductionQuestions), { error: Messages.inductionQuestions })
      .min(1, Messages.inductionQuestions)
      .describe('The indexes (from 0) of the right options: at least one'),
  })
  .superRefine((q, ctx) => {
    const set = new Set(q.correct);
    if (set.size !== q.correct.length || q.correct.some((c) => c < 0 || c >= q.options.length))
      ctx.addIssue({ code: 'custom', path: ['correct'], message: Messages.inductionQuestions });
  });

const fields = {
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: their own (leave empty)'),
  title: bounded(1, 200, Messages.inductionTitle).describe('The title'),
  body: bounded(1, 20000, Messages.inductionBody).describe('What the person reads (plain text; blank lines separate paragraphs)'),
  questions: z
    .array(InductionQuestionCommand, { error: Messages.inductionQuestions })
    .max(30, Messages.inductionQuestions)
    .default([])
    .describe('Multiple-choice questions (none: reading the text is the pass)'),
  passMark: z
    .number({ error: Messages.inductionPassMark })
    .int(Messages.inductionPassMark)
    .min(0, Messages.inductionPassMark)
    .max(100, Messages.inductionPassMark)
    .describe('The share of questions to answer right, in percent (0 to 100)'),
  allPartners: z.boolean({ error: Messages.inductionWho }).default(false).describe('Every partner needs it'),
  roleIds: z
    .array(id('roleIds', 'Role'), { error: Messages.inductionRoles })
    .max(50, Messages.inductionRoles)
    .default([])
    .describe('Partners of these roles need it'),
  regularVisitors: z.boolean({ error: Messages.inductionWho }).default(false).describe('Regular visitors need it'),
  reasonIds: z
    .array(id('reasonIds', 'Visit reason'), { error: Messages.inductionReasons })
    .max(50, Messages.inductionReasons)
    .default([])
    .describe("Visitors whose visit reason is one of these (the tenant's visit reasons) need it"),
  validMonths: z
    .number({ error: Messages.inductionValidMonths })
    .int(Messages.inductionValidMonths)
    .min(1, Messages.inductionValidMonths)
    .max(120, Messages.inductionValidMonths)
    .describe('How many months a pass is valid (1 to 120)'),
};

const who = (c: { allPartners: boolean; roleIds: string[]; regularVisitors: boolean; reasonIds: string[] }, ctx: z.RefinementCtx) => {
  if (!c.allPartners && c.roleIds.length === 0 && !c.regularVisitors && c.reasonIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['roleIds'], message: Messages.inductionWho });
};

/** A person's answers to a course (a partner's or a visitor's): per question, the indexes of the options chosen. */
export const answerLists = () =>
  z
    .array(
      z
        .array(z.number({ error: Messages.inductionAnswers }).int(Messages.inductionAnswers), { error: Messages.inductionAnswers })
        .max(6, Messages.inductionAnswers),
      { error: Messages.inductionAnswers },
    )
    .max(30, Messages.inductionAnswers)
    .default([])
    .describe('Per question, in order, the indexes (from 0) of the options chosen');

/** The day a pass was given in person (staff's record of a partner's or a visitor's pass); empty: today. */
export const passDay = (description: string) =>
  z
    .string({ error: Messages.inductionPassDay })
    .trim()
    .refine(isIsoDay, { message: Messages.inductionPassDay })
    .nullish()
    .describe(description);

/** A new course (TenantAdmin; SuperAdmin for a named tenant). */
export const AddInductionCourseCommand = z.object(fields).superRefine(who);
export type AddInductionCourseCommand = z.output<typeof AddInductionCourseCommand>;

/** A course's new content (every field sent: the edit replaces them; a change makes its version go up). */
export const UpdateInductionCourseCommand = z
  .object({ id: id('id', 'Induction course').describe("The course's id"), ...fields })
  .superRefine(who);
export type UpdateInductionCourseCommand = z.output<typeof UpdateInductionCourseCommand>;

export const InductionCourseIdCommand = z.object({ id: id('id', 'Induction course').describe("The course's id.") });
export type InductionCourseIdCommand = z.output<typeof InductionCourseIdCommand>;

export const InductionCoursesCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
});
export type InductionCoursesCommand = z.output<typeof InductionCoursesCommand>;

/** The kiosk: the courses a partner must take before clocking in at the depot. */
export const KioskInductionsCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot."),
  workId: workId(),
});
export type KioskInductionsCommand = z.output<typeof KioskInductionsCommand>;

/** The offline kiosk (issue 38): the depot whose every-partner courses it keeps. */
export const KioskOfflineInductionsCommand = z.object({ depotId: id('depotId', 'Depot').describe("The kiosk's depot.") });
export type KioskOfflineInductionsCommand = z.output<typeof KioskOfflineInductionsCommand>;

/** The kiosk: a partner's answers to a course, one list of chosen option indexes (from 0) per question. */
export const SubmitInductionCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot"),
  workId: workId(),
  courseId: id('courseId', 'Induction course').describe('The course taken'),
  answers: answerLists(),
});
export type SubmitInductionCommand = z.output<typeof SubmitInductionCommand>;

/**
 * The offline kiosk (issue 38): a partner's answers to a course it kept, carried by the clock-in it held; the server
 * grades them when the entry arrives (the version is the one shown: answers to an older version are not graded).
 */
export const HeldInductionAnswerCommand = z.object({
  courseId: id('courseId', 'Induction course').describe('The course taken offline'),
  version: z.number({ error: Messages.inductionAnswers }).int(Messages.inductionAnswers).describe('The version the kiosk showed'),
  answers: SubmitInductionCommand.shape.answers,
});
export type HeldInductionAnswerCommand = z.output<typeof HeldInductionAnswerCommand>;

/** At most 20 courses' answers on one held clock-in. */
export const heldInductionAnswers = z
  .array(HeldInductionAnswerCommand, { error: Messages.inductionAnswers })
  .max(20, Messages.inductionAnswers)
  .nullish();

/** Staff: a depot's partners who need a course, with their passes. */
export const InductionStatusCommand = z.object({ depotId: id('depotId', 'Depot').describe('The depot.') });
export type InductionStatusCommand = z.output<typeof InductionStatusCommand>;

/** Staff: a pass given in person (at the current version; on a day staff choose, today when none). */
export const RecordInductionPassCommand = z.object({
  courseId: id('courseId', 'Induction course').describe('The course'),
  partnerId: id('partnerId', 'Partner').describe('The partner who passed it in person'),
  passedOn: passDay("The day it was given (yyyy-MM-dd, the partner's depot's calendar; empty: today)"),
});
export type RecordInductionPassCommand = z.output<typeof RecordInductionPassCommand>;
