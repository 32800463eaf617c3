import type { EntityManager } from '@mikro-orm/postgresql';
import { executeStatement } from '../../core/db/own-connection';
import type { KioskDepotCache } from '../../core/kiosk-depot-cache';
import type { UnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { InductionCourse } from './induction.entity';
import { InductionRequired, type PassRow } from './induction-gate';
import { answersFit, expiryOf, grade } from './induction-rules';

/** A visitor at sign-in (issue 38): who they are (if known yet) and what their visit is. */
export interface VisitorFacts {
  tenantId: string;
  /** Their attendee row (one per e-mail per tenant); null: a walk-in not known yet (no pass can be theirs). */
  attendeeId: string | null;
  /**
   * A walk-in's e-mail, when `attendeeId` is null: `due` finds their attendee row (if any) in its own query, so the
   * walk-in, the busiest write, pays one prepared statement for the check and not two ORM reads.
   */
  email?: string | null;
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
 * The courses due (`due`): needed, and no pass of the person's valid at the time given. The person is their attendee
 * row, or else the row of their e-mail (the unique index on the lower-cased e-mail).
 */
const DUE = `select c."id" from "induction_course" c
   where ${NEEDED}
     and not exists (select 1 from "induction_pass" ip where ip."course_id" = c."id" and ip."expires_at" > ?::timestamptz
       and ip."attendee_id" = coalesce(?::uuid,
         (select a."id" from "attendee" a where a."tenant_id" = ?::uuid and lower(a."email") = lower(?::text))))
   order by c."title", c."id" limit 50`;

/**
 * The one induction check of every visitor sign-in (issue 38): VisitCheckInService calls it before it writes, for a
 * check-in by reference or QR (planned or regular visitor) and a walk-in, over the kiosk, REST and GraphQL alike. The
 * kiosk grades the course first (gradeVisitorInduction, nothing written) and the sign-in carries the passed answers;
 * they are graded again here and the passes are written in the sign-in's own transaction (a walk-in's statement).
 */
export class VisitorInductionGate {
  /** The request's per-process copy of the kiosk's depot rows, which also keeps `applies`' answer (none: no copy). */
  constructor(private readonly kept?: KioskDepotCache) {}

  /** The ids of the courses the visitor needs and has no pass of valid at `now`, by title. */
  async due(em: EntityManager, v: VisitorFacts, now: Date): Promise<string[]> {
    if (!(await this.applies(em, v.tenantId))) return [];
    const rows = await executeStatement<{ id: string }>(em, DUE, [
      v.tenantId,
      v.regular,
      v.reason ?? '',
      now,
      v.attendeeId,
      v.tenantId,
      v.email ?? '',
    ]);
    return rows.map((r) => r.id);
  }

  /**
   * Whether any of the tenant's courses is for visitors. Most tenants have none, and the walk-in is the busiest write
   * of a depot's morning (issue 28: one statement): as for the watchlist (WatchlistScreen.listed), the answer is kept
   * per process beside the kiosk's depot rows (core/kiosk-depot-cache.ts), which a course for visitors, added or
   * changed, empties on every replica (InductionsService publishes `kioskDepotsChanged`). A course no longer for
   * visitors leaves "applies" until the next change or the cache's 30 s: one lookup too many, never one too few.
   * Bench (2026-12-01): the lookups this saves had taken the walk-in from 0.97x of its baseline to 0.45x.
   */
  private async applies(em: EntityManager, tenantId: string): Promise<boolean> {
    if (!this.kept) return true;
    const row = await this.kept.get(`visitor-courses:${tenantId}`, async () => {
      const [r] = await executeStatement<{ applies: boolean }>(
        em,
        `select exists(select 1 from "induction_course" where "tenant_id" = ? and ("regular_visitors" or jsonb_array_length("reason_ids") > 0)) as "applies"`,
        [tenantId],
      );
      return { applies: r?.applies === true };
    });
    return row?.applies === true;
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

/**
 * A course added or changed in `uow`: when it is for visitors, every replica's sign-ins look the tenant's courses up
 * from its commit on (`VisitorInductionGate.applies`' kept answer is dropped with the kiosk's depot rows).
 */
export function visitorsFollow(uow: UnitOfWork, course: { regularVisitors: boolean; reasonIds: readonly string[] }): void {
  if (forVisitors(course)) uow.publish('kioskDepotsChanged', {});
}
