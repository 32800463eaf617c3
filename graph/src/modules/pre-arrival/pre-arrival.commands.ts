import { text, z } from '../../core/command';
import { Messages, required } from '../../contracts/messages';
import { RULE_KEYS, type RuleKey } from '../../contracts/kiosk-rules';
import { carReg as normCarReg } from '../../contracts/normalise';
import { isId } from '../../core/validate';
import { CourseAnswersCommand } from '../inductions/visitor-inductions.commands';

/** Any C0 control character but tab, newline and return (a NUL first of all): refused in every text of the page. */
// eslint-disable-next-line no-control-regex -- the point: control characters are refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const clean = (v: unknown) => typeof v !== 'string' || !CONTROL.test(v);

/**
 * The pre-arrival page's submit (issue 38): the link's token, the car registration (the planned kiosk path's one
 * typed field), one answer per rule or question of the version shown, the version's id, and the signature (a PNG as
 * base64) when the booking asks for one. The proceed rules are the service's (the kiosk's, contracts/kiosk-rules).
 */
/** One answer of the page: a rule's key and "yes" or "no". */
export const PreArrivalAnswerCommand = z.object({
  key: z.enum(RULE_KEYS as unknown as [RuleKey, ...RuleKey[]], { error: 'Unknown rule' }).describe("The rule's key (PreArrivalRule.key)."),
  answer: z
    .string()
    .trim()
    .max(40, 'An answer is too long (at most 40 characters)')
    .refine(clean, { message: Messages.preArrivalControlCharacters })
    .describe("'yes' to accept a rule; 'yes' or 'no' to a question ('no' to a health question)."),
});

export const SubmitPreArrivalCommand = z.object({
  token: z.string().max(200).describe('The token of the link (/arrive/{token}).'),
  carReg: text('Car registration', 32)
    .refine(clean, { message: Messages.preArrivalControlCharacters })
    .transform((v, ctx) => {
      const c = normCarReg(v);
      if (c.length > 16) {
        ctx.addIssue({ code: 'custom', message: 'Car registration is too long' });
        return z.NEVER;
      }
      return c;
    })
    .describe('Car registration (required; uppercased, spaces removed, at most 16 characters).'),
  versionId: z
    .string({ error: required('versionId') })
    .refine(isId, { message: 'versionId must be an id' })
    .describe('The version the page showed (PreArrival.versionId).'),
  answers: z.array(PreArrivalAnswerCommand).max(RULE_KEYS.length, 'Too many answers').describe('An answer per rule and question shown.'),
  signature: z
    .string()
    .max(400_000, Messages.signatureTooLarge)
    .nullable()
    .optional()
    .describe('The signature, a PNG as base64 (a data: URL is accepted); required when asked.'),
});
export type SubmitPreArrivalCommand = z.output<typeof SubmitPreArrivalCommand>;

/**
 * The pre-arrival page's answers to one induction course (issue 38): the link's token, the course and, per question, the
 * options chosen; graded on the server as at the kiosk (the inductions' grading), a pass recorded as the kiosk's.
 */
export const TakePreArrivalInductionCommand = CourseAnswersCommand.extend({
  token: z.string().max(200).describe('The token of the link (/arrive/{token}).'),
});
export type TakePreArrivalInductionCommand = z.output<typeof TakePreArrivalInductionCommand>;
