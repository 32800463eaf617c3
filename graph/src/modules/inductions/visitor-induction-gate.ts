import type { EntityManager } from '@mikro-orm/postgresql';
import { Messages } from '../../contracts/messages';
import { InductionCourse } from './induction.entity';
import { InductionRequired, type PassRow } from './induction-gate';
import { answersFit, expiryOf, grade } from './induction-rules';

/** A visitor at sign-in (issue 38): who they are (if known yet) and what their visit is. */
export interface VisitorFacts {
  tenantId: string;
  /** Their attendee row (one per e-mail per tenant); null: a walk-in not known yet (no pass can be theirs). */
  attendeeId: string | null;
  /** A regular visitor signing in with their RV code. */
  regular: boolean;
  /** The visit's reason as given (a walk-in's); null: none. */
  reason: string | null;
}

/** The kiosk's answers to one course, carried by the sign-in (one list of chosen option indexes per question). */
export interface CourseAnswers {
  courseId: string;
  answers: number[][];
}

/** A pass the sign-in writes with itself (its person is the sign-in's attendee). */
export type PendingPass = Omit<PassRow, 'partnerId' | 'attendeeId'>;

/**
 * The courses a visitor needs, as SQL over "induction_course" c: regular visitors', or those naming the tenant's active
 * visit reason whose text the visit gave (case-insensitive, as the reasons' unique index).
 */
const NEEDED = `c."tenant_id" = ? and ((?::boolean and c."regular_visitors") or (jsonb_array_length(c."reason_ids") > 0 and exists (
    select 1 from "visit_reason" r where r."tenant_id" = c."tenant_id" and r."retired_at" is null
       and lower(r."text") = lower(?::text) and c."reason_ids" @> jsonb_build_array(r."id"::text))))`;

/**
 * The one induction check of every visitor sign-in (issue 38): VisitCheckInService calls it before it writes, for a
 * check-in by reference or QR (planned or regular visitor) and a walk-in, over the kiosk, REST and GraphQL alike. The
 * kiosk grades the course first (gradeVisitorInduction, nothing written) and the sign-in carries the passed answers;
 * they are graded again here and the passes are written in the sign-in's own transaction (a walk-in's statement).
 */
export class VisitorInductionGate {
  /** The ids of the courses the visitor needs and has no pass of valid at `now`, by title. */
  async due(em: EntityManager, v: VisitorFacts, now: Date): Promise<string[]> {
    const rows: { id: string }[] = await em.execute(
      `select c."id" from "induction_course" c
        where ${NEEDED}
          and not exists (select 1 from "induction_pass" ip where ip."course_id" = c."id" and ip."attendee_id" = ?::uuid and ip."expires_at" > ?)
        order by c."title", c."id" limit 50`,
      [v.tenantId, v.regular, v.reason ?? '', v.attendeeId, now],
    );
    return rows.map((r) => r.id);
  }

  /** Every course the visitor needs, with their pass's expiry (null: none), by title (the pre-arrival page's list). */
  async needed(em: EntityManager, v: VisitorFacts): Promise<{ id: string; title: string; expiresAt: Date | null }[]> {
    const rows: { id: string; title: string; expires_at: Date | null }[] = await em.execute(
      `select c."id", c."title",
         (select ip."expires_at" from "induction_pass" ip where ip."course_id" = c."id" and ip."attendee_id" = ?::uuid) as "expires_at"
         from "induction_course" c where ${NEEDED} order by c."title", c."id" limit 50`,
      [v.attendeeId, v.tenantId, v.regular, v.reason ?? ''],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, expiresAt: r.expires_at ? new Date(r.expires_at) : null }));
  }

  /**
   * The passes the sign-in writes: each course due must be answered (the answers carried) and passed, else
   * InductionRequired (403, nothing written). Answers to a course not due are ignored (a pass still valid stands).
   */
  async settle(em: EntityManager, v: VisitorFacts, given: readonly CourseAnswers[] | null | undefined, now: Date): Promise<PendingPass[]> {
    const due = await this.due(em, v, now);
    if (!due.length) return [];
    const courses = await em.find(InductionCourse, { id: { $in: due } }, { filters: false });
    const passes: PendingPass[] = [];
    for (const course of courses) {
      const answers = given?.find((g) => g.courseId === course.id)?.answers;
      if (!answers || !answersFit(course.questions, answers)) throw new InductionRequired(due, Messages.inductionRequiredVisitor);
      const g = grade(course.questions, answers, course.passMark);
      if (!g.passed) throw new InductionRequired(due, Messages.inductionRequiredVisitor);
      passes.push({
        tenantId: v.tenantId,
        courseId: course.id,
        version: course.version,
        score: g.score,
        at: now,
        expiresAt: expiryOf(now, course.validMonths),
        givenBy: 'kiosk',
        inPerson: false,
      });
    }
    return passes;
  }
}

/** Whether a course applies to visitors at all (regular visitors or a reason). */
export const forVisitors = (c: { regularVisitors: boolean; reasonIds: readonly string[] }) => c.regularVisitors || c.reasonIds.length > 0;
