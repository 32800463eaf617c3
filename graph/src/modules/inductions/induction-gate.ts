import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors';
import { Messages } from '../../contracts/messages';

/** The courses a partner of `roleId` needs (every partner's, or their role's), as SQL over "induction_course" c. */
const NEEDED = `c."tenant_id" = ? and (c."all_partners" or c."role_ids" @> jsonb_build_array(?::text))`;

/**
 * A clock-in (or a visitor's sign-in) refused: the person needs a course and has no valid pass (403, the kiosk's words:
 * take it first; a visitor hears the sign-in's words, a partner the clock-in's).
 */
export class InductionRequired extends DomainError {
  constructor(
    readonly courseIds: string[],
    message: string = Messages.inductionRequired,
  ) {
    super('FORBIDDEN', message);
  }
}

export interface PartnerFacts {
  id: string;
  tenantId: string;
  roleId: string | null;
}

/**
 * The one induction check of the clock-in path (issue 38; PartnerKioskService.clockInAt calls it before it writes, for
 * the kiosk, REST and GraphQL alike): the courses the partner needs without a pass valid at `now`.
 */
export class InductionGate {
  /** The ids of the courses the partner needs and has no valid pass of, by title. */
  async due(em: EntityManager, p: PartnerFacts, now: Date): Promise<string[]> {
    const rows: { id: string }[] = await em.execute(
      `select c."id" from "induction_course" c
        where ${NEEDED}
          and not exists (select 1 from "induction_pass" ip where ip."course_id" = c."id" and ip."partner_id" = ? and ip."expires_at" > ?)
        order by c."title", c."id" limit 50`,
      [p.tenantId, p.roleId ?? '', p.id, now],
    );
    return rows.map((r) => r.id);
  }

  /** Throws InductionRequired when a course is due. */
  async check(em: EntityManager, p: PartnerFacts, now: Date): Promise<void> {
    const due = await this.due(em, p, now);
    if (due.length) throw new InductionRequired(due);
  }
}

export interface PassRow {
  tenantId: string;
  courseId: string;
  /** The person: a partner, or a visitor's attendee row (exactly one). */
  partnerId?: string;
  attendeeId?: string;
  version: number;
  score: number;
  /** When it is written (the row's timestamps), and when it was passed unless `passedAt` says (a pass given in person). */
  at: Date;
  passedAt?: Date;
  expiresAt: Date;
  givenBy: string;
  inPerson: boolean;
}

/** The columns a pass writes but its person's, in order, and their values. */
export const PASS_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'tenant_id',
  'course_id',
  'version',
  'score',
  'passed_at',
  'expires_at',
  'given_by',
  'in_person',
];
export const passValues = (p: Omit<PassRow, 'partnerId' | 'attendeeId'>): unknown[] => [
  randomUUID(),
  p.at,
  p.at,
  p.tenantId,
  p.courseId,
  p.version,
  p.score,
  p.passedAt ?? p.at,
  p.expiresAt,
  p.givenBy.slice(0, 255),
  p.inPerson,
];

/** What a new pass sets on the person's old one (and its reminder cleared). */
export const PASS_REPLACES = `do update set "updated_at" = excluded."updated_at", "version" = excluded."version",
       "score" = excluded."score", "passed_at" = excluded."passed_at", "expires_at" = excluded."expires_at",
       "given_by" = excluded."given_by", "in_person" = excluded."in_person", "reminded_at" = null`;

/**
 * Writes a pass as one statement: a new one, or the person's pass of the course replaced (its reminder cleared). Two
 * submits at once leave one row (the unique course and partner, or course and attendee: a null key never conflicts).
 */
export async function upsertPass(em: EntityManager, p: PassRow): Promise<string> {
  const key = p.attendeeId ? 'attendee_id' : 'partner_id';
  const cols = [...PASS_COLUMNS, key].map((c) => `"${c}"`).join(', ');
  const [row]: { id: string }[] = await em.execute(
    `insert into "induction_pass" (${cols}, "reminded_at")
     values (${PASS_COLUMNS.map(() => '?').join(', ')}, ?, null)
     on conflict ("course_id", "${key}") ${PASS_REPLACES}
     returning "id"`,
    [...passValues(p), p.attendeeId ?? p.partnerId],
  );
  return row.id;
}
