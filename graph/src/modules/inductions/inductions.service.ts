import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, notFound } from '../../core/errors';
import { actingTenantId, requireRole, tenantWhere } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { dayBounds, localDay } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { Partner } from '../attendance/partner.entity';
import type { DepotService } from '../depots/depot.service';
import type {
  AddInductionCourseCommand,
  InductionCourseIdCommand,
  InductionCoursesCommand,
  InductionStatusCommand,
  KioskInductionsCommand,
  RecordInductionPassCommand,
  SubmitInductionCommand,
  UpdateInductionCourseCommand,
} from './inductions.commands';
import { InductionCourse } from './induction.entity';
import { InductionGate, upsertPass } from './induction-gate';
import { assertReasons } from './course-audience';
import { visitorsFollow } from './visitor-induction-gate';
import { materialOf, type MaterialView } from './induction-material';
import { materialStoreOf } from '../../core/files/blob-store';
import { answersFit, EXPIRING_DAYS, expiryOf, grade, needsCourse, type Grade } from './induction-rules';

/** Who manages courses: a TenantAdmin for its tenant, a SuperAdmin for a named one. */
export const INDUCTION_ADMINS = ['SuperAdmin', 'TenantAdmin'] as const;
/** Who sees a depot's inductions and records a pass given in person: the admins and the depot's managers. */
export const INDUCTION_STAFF = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;

/** A course as the kiosk shows it: never the right answers. */
export interface KioskCourseView {
  id: string;
  title: string;
  body: string;
  version: number;
  passMark: number;
  questions: { text: string; options: string[]; multiple: boolean }[];
  /** Its PDF and video, each at the kiosk's URL (issue 38). */
  material: (MaterialView & { url: string })[];
}

/**
 * Courses as a kiosk shows them (a partner's or a visitor's): the words, the questions without their answers, and
 * the material at the kiosk's URL of its depot.
 */
export async function kioskCourseViews(em: EntityManager, depotId: string, courses: InductionCourse[]): Promise<KioskCourseView[]> {
  const material = await materialOf(
    em,
    courses.map((c) => c.id),
  );
  return courses.map((c) => ({
    id: c.id,
    title: c.title,
    body: c.body,
    version: c.version,
    passMark: c.passMark,
    questions: c.questions.map((q) => ({ text: q.text, options: q.options, multiple: q.correct.length > 1 })),
    material: (material.get(c.id) ?? []).map((m) => ({ ...m, url: `/api/kiosk-induction-material/${depotId}/${m.id}` })),
  }));
}

export interface SubmitView extends Grade {
  passMark: number;
  expiresAt: Date | null;
}

export type InductionState = 'VALID' | 'EXPIRING' | 'EXPIRED' | 'MISSING';

/** A course a person needs and their pass's state: how the staff lists of partners and of visitors end. */
export interface CoursePassState {
  courseId: string;
  courseTitle: string;
  state: InductionState;
  expiresAt: Date | null;
  version: number | null;
  inPerson: boolean;
}

/** What the staff lists' queries read of each course a person needs and their pass (no pass: nulls). */
export interface PassColumns {
  course_id: string;
  title: string;
  expires_at: Date | null;
  version: number | null;
  in_person: boolean | null;
}

/** A pass's state on `now` from its expiry: EXPIRING within EXPIRING_DAYS. */
export const stateOf = (exp: Date, now: Date): InductionState =>
  exp.getTime() <= now.getTime() ? 'EXPIRED' : exp.getTime() <= now.getTime() + EXPIRING_DAYS * 86_400_000 ? 'EXPIRING' : 'VALID';

/** A course and its pass as the staff lists show them, from the columns their queries read. */
export function coursePassOf(r: PassColumns, now: Date): CoursePassState {
  const exp = r.expires_at ? new Date(r.expires_at) : null;
  return {
    courseId: r.course_id,
    courseTitle: r.title,
    state: exp ? stateOf(exp, now) : 'MISSING',
    expiresAt: exp,
    version: r.version ?? null,
    inPerson: r.in_person ?? false,
  };
}

export interface InductionStatusRow extends CoursePassState {
  partnerId: string;
  partnerName: string;
  workId: string;
}

/**
 * Induction courses (issue 38): TenantAdmins manage them (audited; a change makes the version go up), the partner kiosk
 * shows a partner the courses due and grades their answers here (a pass is recorded with the version and its expiry),
 * staff see per depot who is inducted and record a pass given in person. The clock-in's check is InductionGate's.
 */
export class InductionsService {
  private readonly gate = new InductionGate();

  constructor(
    private readonly d: Deps,
    private readonly depots: Pick<DepotService, 'findVisible' | 'kioskDepot'>,
  ) {}

  async courses(actor: Actor, cmd: InductionCoursesCommand): Promise<InductionCourse[]> {
    requireRole(actor, ...INDUCTION_STAFF);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    return this.d.em.find(InductionCourse, { tenant: tenantId }, { orderBy: { title: 'asc', id: 'asc' }, limit: 200 });
  }

  async add(actor: Actor, cmd: AddInductionCourseCommand): Promise<InductionCourse> {
    requireRole(actor, ...INDUCTION_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId });
    if (!tenant) throw notFound('Tenant');
    await this.assertRoles(tenantId, cmd.roleIds);
    await assertReasons(this.d.em, tenantId, cmd.reasonIds);
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const { em } = uow;
        const course = em.create(InductionCourse, { tenant, ...this.fields(cmd) });
        em.persist(course);
        visitorsFollow(uow, course);
        return course;
      },
      { action: 'induction.add' },
    );
  }

  /** A new content; any change makes the version go up (passes keep the version they passed). */
  async update(actor: Actor, cmd: UpdateInductionCourseCommand): Promise<InductionCourse> {
    requireRole(actor, ...INDUCTION_ADMINS);
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const { em } = uow;
        const course = await this.find(em, actor, cmd.id);
        await this.assertRoles(course.tenant.id, cmd.roleIds);
        await assertReasons(em, course.tenant.id, cmd.reasonIds);
        const next = this.fields(cmd);
        const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => canonical(course[k]) !== canonical(next[k]));
        em.assign(course, changed ? { ...next, version: course.version + 1 } : next);
        visitorsFollow(uow, course);
        return course;
      },
      { action: 'induction.edit' },
    );
  }

  /** Removes a course with its passes and its material (the rows now, the files after the commit). */
  async remove(actor: Actor, cmd: InductionCourseIdCommand): Promise<boolean> {
    requireRole(actor, ...INDUCTION_ADMINS);
    const files = await runUnitOfWork(
      this.d,
      async ({ em }) => {
        const course = await this.find(em, actor, cmd.id);
        await em.execute(`delete from "induction_pass" where "course_id" = ?`, [course.id]);
        const material = await em.execute<{ storage_key: string }[]>(
          `delete from "induction_material" where "course_id" = ? returning "storage_key"`,
          [course.id],
        );
        em.remove(course);
        return material.map((m) => m.storage_key);
      },
      { action: 'induction.remove' },
    );
    const store = materialStoreOf(this.d.config);
    for (const k of files) await store.delete(k);
    return true;
  }

  /** The kiosk (public): the courses the partner must take at this depot before clocking in, without the answers. */
  async kioskDue(cmd: KioskInductionsCommand): Promise<KioskCourseView[]> {
    const { depot, partner } = await this.kioskPartner(cmd.depotId, cmd.workId);
    const ids = await this.gate.due(this.d.em, partner, this.d.clock.now());
    if (!ids.length) return [];
    const courses = await this.d.em.find(InductionCourse, { id: { $in: ids } }, { orderBy: { title: 'asc', id: 'asc' }, filters: false });
    return this.kioskViews(depot.id, courses);
  }

  /**
   * The offline kiosk (public, issue 38): the courses of the depot's tenant that every partner needs, kept on the device
   * while online so that it can show them with the network down (it cannot look up a partner then, so not the courses
   * of a role); never the answers. At most 20.
   */
  async kioskOffline(depotId: string): Promise<KioskCourseView[]> {
    const depot = await this.depots.kioskDepot(depotId);
    const courses = await this.d.em.find(
      InductionCourse,
      { tenant: depot.tenant.id, allPartners: true },
      { orderBy: { title: 'asc', id: 'asc' }, filters: false, limit: 20 },
    );
    return this.kioskViews(depot.id, courses);
  }

  private kioskViews(depotId: string, courses: InductionCourse[]): Promise<KioskCourseView[]> {
    return kioskCourseViews(this.d.em, depotId, courses);
  }

  /**
   * The kiosk (public): grades a partner's answers on the server. Passed: the pass is recorded (the course's version,
   * expiring after its months); failed: which questions were wrong, nothing written (they may retry).
   */
  async submit(cmd: SubmitInductionCommand): Promise<SubmitView> {
    const { partner } = await this.kioskPartner(cmd.depotId, cmd.workId);
    const course = await this.d.em.findOne(InductionCourse, { id: cmd.courseId, tenant: partner.tenantId }, { filters: false });
    if (!course) throw notFound('Induction course');
    if (!needsCourse(course, partner.roleId)) throw badInput(Messages.inductionNotDue, { courseId: [Messages.inductionNotDue] });
    if (!answersFit(course.questions, cmd.answers)) throw badInput(Messages.inductionAnswers, { answers: [Messages.inductionAnswers] });
    const g = grade(course.questions, cmd.answers, course.passMark);
    if (!g.passed) return { ...g, passMark: course.passMark, expiresAt: null };
    const now = this.d.clock.now();
    const expiresAt = expiryOf(now, course.validMonths);
    await runUnitOfWork(
      this.d,
      ({ em }) =>
        upsertPass(em, {
          tenantId: partner.tenantId,
          courseId: course.id,
          partnerId: partner.id,
          version: course.version,
          score: g.score,
          at: now,
          expiresAt,
          givenBy: 'kiosk',
          inPerson: false,
        }),
      { action: 'induction.pass' },
    );
    return { ...g, passMark: course.passMark, expiresAt };
  }

  /** A depot's partners (registered there) and the courses they need, with each pass's state, by name. */
  async status(actor: Actor, cmd: InductionStatusCommand): Promise<InductionStatusRow[]> {
    requireRole(actor, ...INDUCTION_STAFF);
    const depot = await this.depots.findVisible(actor, cmd.depotId);
    const now = this.d.clock.now();
    const rows: ({ partner_id: string; name: string; work_id: string } & PassColumns)[] = await this.d.em.execute(
      `select p."id" as "partner_id", p."name", p."work_id", c."id" as "course_id", c."title", ip."expires_at", ip."version", ip."in_person"
         from "partner" p
         join "induction_course" c on c."tenant_id" = p."tenant_id"
              and (c."all_partners" or c."role_ids" @> jsonb_build_array(coalesce(p."role_id"::text, '')))
         left join "induction_pass" ip on ip."course_id" = c."id" and ip."partner_id" = p."id"
        where p."depot_id" = ? and p."tenant_id" = ? and p."anonymised_at" is null
        order by p."name", p."work_id", c."title" limit 1000`,
      [depot.id, depot.tenant.id],
    );
    return rows.map((r) => ({ partnerId: r.partner_id, partnerName: r.name, workId: r.work_id, ...coursePassOf(r, now) }));
  }

  /**
   * A pass given in person, recorded by staff of the partner's depot at the course's version, on the day staff choose
   * (the depot's calendar; a partner without a depot: UTC): today (now), or a past day (its start, or the course's
   * creation when that is later) not before the day the course was made. The expiry counts from then; a pass that would
   * already have expired is refused. It replaces the partner's pass of the course, as a kiosk pass does.
   */
  async recordPass(actor: Actor, cmd: RecordInductionPassCommand): Promise<InductionStatusRow> {
    const staff = requireRole(actor, ...INDUCTION_STAFF);
    const partner = await this.d.em.findOne(Partner, { $and: [{ id: cmd.partnerId }, tenantWhere(actor)] }, { populate: ['depot'] });
    if (!partner) throw notFound('Partner');
    if (partner.depot) await this.depots.findVisible(actor, partner.depot.id);
    else requireRole(actor, ...INDUCTION_ADMINS);
    const course = await this.d.em.findOne(InductionCourse, { id: cmd.courseId, tenant: partner.tenant.id }, { filters: false });
    if (!course) throw notFound('Induction course');
    if (!needsCourse(course, partner.role?.id)) throw badInput(Messages.inductionNotDue, { courseId: [Messages.inductionNotDue] });
    const now = this.d.clock.now();
    const { expiresAt } = await recordPassInPerson(this.d, {
      tenantId: partner.tenant.id,
      course,
      person: { partnerId: partner.id },
      passedOn: cmd.passedOn,
      zone: partner.depot?.timeZone ?? 'UTC',
      givenBy: staff.username,
    });
    const soon = now.getTime() + EXPIRING_DAYS * 86_400_000;
    return {
      partnerId: partner.id,
      partnerName: partner.name,
      workId: partner.workId,
      courseId: course.id,
      courseTitle: course.title,
      state: expiresAt.getTime() <= soon ? 'EXPIRING' : 'VALID',
      expiresAt,
      version: course.version,
      inPerson: true,
    };
  }

  /** A partner of the kiosk depot's tenant by work id (another tenant's is unknown, as at the clock-in). */
  private async kioskPartner(depotId: string, workId: string) {
    const depot = await this.depots.kioskDepot(depotId);
    const p = await this.d.em.findOne(Partner, { workId, tenant: depot.tenant.id }, { filters: false });
    if (!p) throw badInput(Messages.partnerUnknown, { workId: [Messages.partnerUnknown] });
    return { depot, partner: { id: p.id, tenantId: depot.tenant.id, roleId: p.role?.id ?? null } };
  }

  private async find(em: EntityManager, actor: Actor, id: string): Promise<InductionCourse> {
    const course = await em.findOne(InductionCourse, { $and: [{ id }, tenantWhere(actor)] });
    if (!course) throw notFound('Induction course');
    return course;
  }

  /** The roles named are partner roles of the tenant (another tenant's: 400). */
  private async assertRoles(tenantId: string, roleIds: string[]) {
    if (!roleIds.length) return;
    const [r]: { n: string }[] = await this.d.em.execute(
      `select count(*) as "n" from "role_name" where "tenant_id" = ? and "id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`,
      [tenantId, JSON.stringify([...new Set(roleIds)])],
    );
    if (Number(r.n) !== new Set(roleIds).size) throw badInput(Messages.inductionRoles, { roleIds: [Messages.inductionRoles] });
  }

  private fields(cmd: AddInductionCourseCommand) {
    return {
      title: cmd.title,
      body: cmd.body,
      questions: cmd.questions.map((q) => ({ text: q.text, options: q.options, correct: [...q.correct].sort((a, b) => a - b) })),
      passMark: cmd.passMark,
      allPartners: cmd.allPartners,
      roleIds: [...new Set(cmd.roleIds.map((r) => r.toLowerCase()))],
      regularVisitors: cmd.regularVisitors,
      reasonIds: [...new Set(cmd.reasonIds.map((r) => r.toLowerCase()))],
      validMonths: cmd.validMonths,
    };
  }
}

/**
 * When a pass given in person on `day` (yyyy-MM-dd in `zone`; none: today) was passed: now for today, else the day's
 * start or the course's creation when later. A day after today, or before the course's day, is refused (400).
 */
/**
 * A pass given in person (a partner's or a visitor's), written in one audited unit of work at the course's version
 * and score 100, passed on the day staff chose (`passDay`); a pass that would already have expired is refused.
 */
export async function recordPassInPerson(
  d: Deps,
  p: {
    tenantId: string;
    course: InductionCourse;
    person: { partnerId: string } | { attendeeId: string };
    passedOn: string | null | undefined;
    zone: string;
    givenBy: string;
  },
): Promise<{ expiresAt: Date }> {
  const now = d.clock.now();
  const passedAt = passDay(p.passedOn, now, p.course.createdAt, p.zone);
  const expiresAt = expiryOf(passedAt, p.course.validMonths);
  if (expiresAt.getTime() <= now.getTime())
    throw badInput(Messages.inductionPassDayExpired, { passedOn: [Messages.inductionPassDayExpired] });
  const row = { tenantId: p.tenantId, courseId: p.course.id, ...p.person, version: p.course.version, score: 100, at: now };
  await runUnitOfWork(d, ({ em }) => upsertPass(em, { ...row, passedAt, expiresAt, givenBy: p.givenBy, inPerson: true }), {
    action: 'induction.record-pass',
  });
  return { expiresAt };
}

export function passDay(day: string | null | undefined, now: Date, courseMade: Date, zone: string): Date {
  const today = localDay(now, zone);
  if (!day || day === today) return now;
  if (day > today) throw badInput(Messages.inductionPassDayFuture, { passedOn: [Messages.inductionPassDayFuture] });
  if (day < localDay(courseMade, zone))
    throw badInput(Messages.inductionPassDayBeforeCourse, { passedOn: [Messages.inductionPassDayBeforeCourse] });
  const start = dayBounds(day, zone).start;
  return start.getTime() < courseMade.getTime() ? courseMade : start;
}

/** A value as JSON with its objects' keys sorted (jsonb keeps its own key order): equal content, equal text. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
