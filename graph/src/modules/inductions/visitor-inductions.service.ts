import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, notFound } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { Messages } from '../../contracts/messages';
import { Attendee } from '../attendees/attendee.entity';
import { Visit, VisitType } from '../attendance/visit.entity';
import { RegularVisitor } from '../regular-visitors/regular-visitor.entity';
import type { DepotService } from '../depots/depot.service';
import { InductionCourse } from './induction.entity';
import { answersFit, expiryOf, grade } from './induction-rules';
import { upsertPass } from './induction-gate';
import { runUnitOfWork } from '../../core/unit-of-work';
import {
  INDUCTION_STAFF,
  kioskCourseViews,
  recordPassInPerson,
  coursePassOf,
  stateOf,
  type CoursePassState,
  type PassColumns,
  type KioskCourseView,
  type SubmitView,
} from './inductions.service';
import { forVisitors, VisitorInductionGate, type VisitorFacts } from './visitor-induction-gate';
import type {
  GradeVisitorInductionCommand,
  KioskVisitorInductionsCommand,
  RecordVisitorInductionPassCommand,
  VisitorInductionStatusCommand,
} from './visitor-inductions.commands';

/** A regular visitor of a depot, or a recent visitor whose reason needs a course, and the course, with their pass. */
export interface VisitorInductionStatusRow extends CoursePassState {
  attendeeId: string;
  name: string;
  email: string;
  /** REGULAR: a regular visitor of the depot; VISITOR: visited it in the last 30 days (or is booked in the next 30). */
  kind: 'REGULAR' | 'VISITOR';
}

/** How far back (and ahead) a depot's visitors are listed by their visits' reasons. */
const RECENT_DAYS = 30;

/**
 * Inductions for visitors (issue 38): the kiosk lists the courses a visitor needs (by the reference resolved, or a
 * walk-in's reason before they exist) and grades their answers without writing (the sign-in carries them and records
 * the pass: VisitorInductionGate); staff see a depot's regular visitors and recent visitors who need a course and record
 * a pass given in person.
 */
export class VisitorInductionsService {
  private readonly gate: VisitorInductionGate;

  constructor(
    private readonly d: Deps,
    private readonly depots: Pick<DepotService, 'findVisible' | 'kioskDepot'>,
  ) {
    this.gate = new VisitorInductionGate(d.kioskDepots);
  }

  /** The kiosk (public): the courses due, never the answers. An unknown reference is the kiosk's wrong reference. */
  async kioskDue(cmd: KioskVisitorInductionsCommand): Promise<KioskCourseView[]> {
    const depot = await this.depots.kioskDepot(cmd.depotId);
    const facts = await this.facts(depot.tenant.id, cmd);
    const ids = await this.gate.due(this.d.em, facts, this.d.clock.now());
    if (!ids.length) return [];
    const courses = await this.d.em.find(InductionCourse, { id: { $in: ids } }, { orderBy: { title: 'asc', id: 'asc' }, filters: false });
    return kioskCourseViews(this.d.em, depot.id, courses);
  }

  /** The kiosk (public): the answers graded on the server; nothing is written (the sign-in carries them). */
  async grade(cmd: GradeVisitorInductionCommand): Promise<SubmitView> {
    const depot = await this.depots.kioskDepot(cmd.depotId);
    return (await this.graded(depot.tenant.id, cmd.courseId, cmd.answers)).view;
  }

  /**
   * The grading of a visitor's answers (the kiosk's and the pre-arrival page's): a course of the tenant for visitors
   * (else 404), answers that fit it (else 400), graded on the server with the kiosk's rules.
   */
  private async graded(tenantId: string, courseId: string, answers: number[][]): Promise<{ course: InductionCourse; view: SubmitView }> {
    const course = await this.d.em.findOne(InductionCourse, { id: courseId, tenant: tenantId }, { filters: false });
    if (!course || !forVisitors(course)) throw notFound('Induction course');
    if (!answersFit(course.questions, answers)) throw badInput(Messages.inductionAnswers, { answers: [Messages.inductionAnswers] });
    const g = grade(course.questions, answers, course.passMark);
    return {
      course,
      view: { ...g, passMark: course.passMark, expiresAt: g.passed ? expiryOf(this.d.clock.now(), course.validMonths) : null },
    };
  }

  /**
   * The pre-arrival page (issue 38): the courses a planned visit needs (VisitorInductionGate's rule, the facts the kiosk's
   * check-in uses), those due with their material and questions (never the answers), and those passed with their expiry.
   */
  async beforeArrival(
    facts: VisitorFacts,
    depotId: string,
  ): Promise<{ due: KioskCourseView[]; passed: { title: string; expiresAt: Date }[] }> {
    const now = this.d.clock.now().getTime();
    const needed = await this.gate.needed(this.d.em, facts);
    const valid = (n: (typeof needed)[number]) => !!n.expiresAt && n.expiresAt.getTime() > now;
    const dueIds = needed.filter((n) => !valid(n)).map((n) => n.id);
    const courses = dueIds.length
      ? await this.d.em.find(InductionCourse, { id: { $in: dueIds } }, { orderBy: { title: 'asc', id: 'asc' }, filters: false })
      : [];
    return {
      due: await kioskCourseViews(this.d.em, depotId, courses),
      passed: needed.filter(valid).map((n) => ({ title: n.title, expiresAt: n.expiresAt! })),
    };
  }

  /**
   * The pre-arrival page's answers to a course (the caller has checked the link): graded as at the kiosk; passed, the
   * pass is recorded as the kiosk's sign-in records it (the visitor's attendee row, the course's version and expiry), so
   * the check-in does not ask the course again; failed: which questions were wrong, nothing written. A course the visit
   * does not need is 400.
   */
  async passBeforeArrival(facts: VisitorFacts, courseId: string, answers: number[][]): Promise<SubmitView> {
    const { course, view } = await this.graded(facts.tenantId, courseId, answers);
    const needed = await this.gate.needed(this.d.em, facts);
    if (!needed.some((n) => n.id === course.id))
      throw badInput(Messages.inductionVisitorNotDue, { courseId: [Messages.inductionVisitorNotDue] });
    if (!view.passed || !view.expiresAt) return view;
    const at = this.d.clock.now();
    await runUnitOfWork(
      this.d,
      ({ em }) =>
        upsertPass(em, {
          tenantId: facts.tenantId,
          courseId: course.id,
          attendeeId: facts.attendeeId!,
          version: course.version,
          score: view.score,
          at,
          expiresAt: view.expiresAt!,
          givenBy: 'pre-arrival',
          inPerson: false,
        }),
      { action: 'induction.pass' },
    );
    return view;
  }

  /** Staff: the depot's regular visitors and recent visitors and the courses they need, by name. */
  async status(actor: Actor, cmd: VisitorInductionStatusCommand): Promise<VisitorInductionStatusRow[]> {
    requireRole(actor, ...INDUCTION_STAFF);
    const depot = await this.depots.findVisible(actor, cmd.depotId);
    return this.rows(depot.id, depot.tenant.id, this.d.clock.now());
  }

  /**
   * A pass given in person to a visitor the depot's list shows for the course (another tenant's visitor, course or
   * depot: 404; one the list does not show for it: 400), on a day staff choose, as for partners.
   */
  async recordPass(actor: Actor, cmd: RecordVisitorInductionPassCommand): Promise<VisitorInductionStatusRow> {
    const staff = requireRole(actor, ...INDUCTION_STAFF);
    const depot = await this.depots.findVisible(actor, cmd.depotId);
    const tenantId = depot.tenant.id;
    const course = await this.d.em.findOne(InductionCourse, { id: cmd.courseId, tenant: tenantId }, { filters: false });
    if (!course) throw notFound('Induction course');
    const person = await this.d.em.findOne(Attendee, { id: cmd.attendeeId, tenant: tenantId }, { filters: false });
    if (!person) throw notFound('Visitor');
    const now = this.d.clock.now();
    const [row] = await this.rows(depot.id, tenantId, now, { attendeeId: person.id, courseId: course.id });
    if (!row) throw badInput(Messages.inductionVisitorNotDue, { courseId: [Messages.inductionVisitorNotDue] });
    const { expiresAt } = await recordPassInPerson(this.d, {
      tenantId,
      course,
      person: { attendeeId: person.id },
      passedOn: cmd.passedOn,
      zone: depot.timeZone,
      givenBy: staff.username,
    });
    return { ...row, state: stateOf(expiresAt, now), expiresAt, version: course.version, inPerson: true };
  }

  /** Who the kiosk asks about: the reference's person (planned visit or regular visitor), or a walk-in by e-mail. */
  private async facts(tenantId: string, cmd: KioskVisitorInductionsCommand): Promise<VisitorFacts> {
    if (cmd.reference) {
      const rv = await this.d.em.findOne(
        RegularVisitor,
        { meetingReference: cmd.reference, tenant: tenantId, removedAt: null },
        { filters: false },
      );
      if (rv) return { tenantId, attendeeId: rv.attendee.id, regular: true, reason: null };
      const visit = await this.d.em.findOne(
        Visit,
        { meetingReference: cmd.reference, tenant: tenantId, visitType: VisitType.Planned },
        { filters: false },
      );
      if (!visit) throw badInput(Messages.wrongReference, { meetingRef: [Messages.wrongReference] });
      return { tenantId, attendeeId: visit.attendee.id, regular: false, reason: visit.reasonForVisit ?? null };
    }
    // a walk-in: their attendee row, if the e-mail has one, is found by the gate's own query (as at the sign-in)
    return { tenantId, attendeeId: null, email: cmd.email?.trim() || null, regular: false, reason: cmd.reasonForVisit ?? null };
  }

  private async rows(
    depotId: string,
    tenantId: string,
    now: Date,
    only?: { attendeeId: string; courseId: string },
  ): Promise<VisitorInductionStatusRow[]> {
    const day = 86_400_000;
    const rows: ({
      attendee_id: string;
      first_name: string;
      last_name: string;
      email: string;
      kind: 'REGULAR' | 'VISITOR';
    } & PassColumns)[] = await this.d.em.execute(
      `with people as (
         select rv."attendee_id", c."id" as "course_id", 'REGULAR' as "kind"
           from "regular_visitor" rv join "induction_course" c on c."tenant_id" = rv."tenant_id" and c."regular_visitors"
          where rv."depot_id" = ? and rv."tenant_id" = ? and rv."removed_at" is null
         union
         select v."attendee_id", c."id", 'VISITOR'
           from "visit" v
           join "visit_reason" r on r."tenant_id" = v."tenant_id" and r."retired_at" is null and lower(r."text") = lower(v."reason_for_visit")
           join "induction_course" c on c."tenant_id" = v."tenant_id" and c."reason_ids" @> jsonb_build_array(r."id"::text)
          where v."depot_id" = ? and v."tenant_id" = ? and v."date_of_visit" between ? and ? and v."cancelled_at" is null),
       one as (select distinct on ("attendee_id", "course_id") * from people order by "attendee_id", "course_id", "kind")
       select a."id" as "attendee_id", a."first_name", a."last_name", a."email", one."kind", c."id" as "course_id", c."title",
              ip."expires_at", ip."version", ip."in_person"
         from one join "attendee" a on a."id" = one."attendee_id" and a."anonymised_at" is null
         join "induction_course" c on c."id" = one."course_id"
         left join "induction_pass" ip on ip."course_id" = c."id" and ip."attendee_id" = a."id"
        where (?::uuid is null or (a."id" = ?::uuid and c."id" = ?::uuid))
        order by a."last_name", a."first_name", a."id", c."title" limit 1000`,
      [
        depotId,
        tenantId,
        depotId,
        tenantId,
        new Date(now.getTime() - RECENT_DAYS * day),
        new Date(now.getTime() + RECENT_DAYS * day),
        only?.attendeeId ?? null,
        only?.attendeeId ?? null,
        only?.courseId ?? null,
      ],
    );
    return rows.map((r) => ({
      attendeeId: r.attendee_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      kind: r.kind,
      ...coursePassOf(r, now),
    }));
  }
}

/** A pass's state at `now`: expired, expiring within 30 days, or valid. */
