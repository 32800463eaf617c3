import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, badInput } from '../../core/errors';
import { Messages } from '../../contracts/messages';
import type { HeldInductionAnswerCommand } from './inductions.commands';
import type { InductionQuestion } from './induction-rules';
import { answersFit, expiryOf, grade, needsCourse } from './induction-rules';
import { upsertPass, type PartnerFacts } from './induction-gate';

/**
 * The offline kiosk's induction answers (issue 38), graded when the clock-in it held arrives, in the clock-in's own
 * transaction and before its induction check (PartnerKioskService.clockInAt): the server is the judge, the kiosk never
 * had the right answers. A course the partner does not need, has a valid pass of at `at`, or that changed since the
 * kiosk kept it (another version) is not graded (the check then decides). Answers that do not fit: 400. A failed grade
 * refuses the clock-in (403: the refused held entry is reported as any other); passed: the pass is recorded at the held
 * time, so the check that follows finds it. The clock-in failing afterwards rolls the pass back with it.
 */
export async function gradeHeldAnswers(
  em: EntityManager,
  partner: PartnerFacts,
  given: readonly HeldInductionAnswerCommand[] | null | undefined,
  at: Date,
): Promise<void> {
  for (const g of given ?? []) {
    const [c] = await em.execute<
      {
        id: string;
        title: string;
        version: number;
        pass_mark: number;
        valid_months: number;
        all_partners: boolean;
        role_ids: string[];
        questions: InductionQuestion[];
        passed: boolean;
      }[]
    >(
      `select c."id", c."title", c."version", c."pass_mark", c."valid_months", c."all_partners", c."role_ids", c."questions",
         exists (select 1 from "induction_pass" ip where ip."course_id" = c."id" and ip."partner_id" = ? and ip."expires_at" > ?) as "passed"
         from "induction_course" c where c."id" = ? and c."tenant_id" = ?`,
      [partner.id, at, g.courseId, partner.tenantId],
    );
    if (!c || c.passed || c.version !== g.version) continue;
    if (!needsCourse({ allPartners: c.all_partners, roleIds: c.role_ids }, partner.roleId)) continue;
    if (!answersFit(c.questions, g.answers)) throw badInput(Messages.inductionAnswers, { inductions: [Messages.inductionAnswers] });
    const r = grade(c.questions, g.answers, c.pass_mark);
    if (!r.passed) throw new DomainError('FORBIDDEN', Messages.inductionHeldFailed(c.title, r.score, c.pass_mark));
    await upsertPass(em, {
      tenantId: partner.tenantId,
      courseId: c.id,
      partnerId: partner.id,
      version: c.version,
      score: r.score,
      at,
      expiresAt: expiryOf(at, c.valid_months),
      givenBy: 'kiosk',
      inPerson: false,
    });
  }
}
