import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import { ANONYMOUS, type Actor } from '../../core/auth/actor';
import { conflict, DomainError, gone, notFound } from '../../core/errors';
import { requireRole } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import type { WalkInApprovalChangedEvent } from '../../contracts/topics';
import { depotScope, visibleDepot } from '../depots/depot.policy';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import { Tenant } from '../tenants/tenant.entity';
import { ApprovalRequired, type KioskAttendanceView, type VisitCheckInService } from '../visits/visit-check-in.service';
import type { UnplannedCheckInCommand } from '../visits/visit-kiosk.commands';
import type {
  ApprovalLinkCommand,
  DecideApprovalCommand,
  DecideByLinkCommand,
  DepotIdCommand,
  KioskApprovalCommand,
  PendingApprovalsCommand,
  SetApprovalRuleCommand,
} from './approval.commands';
import { WalkInApproval, WalkInApprovalLink, type ApprovalStatus, type DecidedVia } from './approval.entity';

/** Who may see, answer and set approvals: the depot's managers and the tenant's admins (and SuperAdmin). */
export const APPROVAL_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;

/** A token (32 random bytes, base64url) and its sha256 (hex): only the hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the kiosk hears after a walk-in: signed in at once, or waiting (with the id and token to read the answer). */
export type WalkInOutcome =
  { attendance: KioskAttendanceView; approval: null } | { attendance: null; approval: { id: string; kioskToken: string; expiresAt: Date } };

/** The kiosk's answer while it waits: WAITING, SIGNED_IN (the sign-in as the confirmation shows it), SEE_RECEPTION. */
export interface KioskApprovalView {
  state: 'WAITING' | 'SIGNED_IN' | 'SEE_RECEPTION';
  expiresAt: Date;
  attendance: KioskAttendanceView | null;
}

export interface DepotApprovalRuleView {
  depotId: string;
  rule: string;
  timeoutSeconds: number;
}

type Decision = { approve: boolean; via: DecidedVia; userId: string | null; name: string };

/**
 * Approval before entry (issue 37). A walk-in the depot's rule holds (visits' ApprovalRequired) waits here: its host
 * and the depot's e-mail managers are asked at once (outbox 'walk-in-approval-request': one-time links) and staff
 * screens of the depot hear it live. One answer wins (a conditional update on PENDING): approved, the walk-in signs in
 * through the normal path (VisitCheckInService, AttendanceService: everything a sign-in does happens there, once);
 * denied, or no answer before the depot's timeout, nothing is signed in and the kiosk says "Please see reception".
 * Every answer is kept (who, how, when) and audited; what the walk-in submitted is cleared once answered.
 */
export class ApprovalService {
  constructor(
    private readonly d: Deps,
    private readonly visitCheckIn: Pick<VisitCheckInService, 'unplannedCheckIn'>,
  ) {}

  /** The kiosk's walk-in: signed in at once when the depot's rule lets it, else a waiting approval. */
  async walkIn(actor: Actor, cmd: UnplannedCheckInCommand): Promise<WalkInOutcome> {
    try {
      return { attendance: await this.visitCheckIn.unplannedCheckIn(actor, cmd), approval: null };
    } catch (err) {
      // An entry held offline and sent later cannot wait: the visitor has left the kiosk; it is refused (the kiosk
      // reports it). The kiosk marks the entry it sends while the visitor stands there `live`.
      if (!(err instanceof ApprovalRequired) || (cmd.entry && !cmd.entry.live)) throw err;
      return { attendance: null, approval: await this.request(err, cmd) };
    }
  }

  private async request(held: ApprovalRequired, cmd: UnplannedCheckInCommand) {
    const depot = held.depot;
    const now = this.d.clock.now();
    const host = cmd.hostId
      ? await this.d.em.findOne(User, { id: cmd.hostId, tenant: depot.tenant.id, depot: depot.id, disabled: false }, { filters: false })
      : null;
    const kioskToken = newToken();
    const expiresAt = new Date(now.getTime() + depot.approvalTimeoutSeconds * 1000);
    const a = await runUnitOfWork(this.d, async (uow) => {
      const row = uow.em.create(WalkInApproval, {
        tenant: uow.em.getReference(Tenant, depot.tenant.id),
        depot: uow.em.getReference(Depot, depot.id),
        status: 'PENDING',
        reasons: held.reasons,
        personName: `${cap(cmd.firstName)} ${cap(cmd.lastName)}`.slice(0, 255),
        personEmail: cmd.email ? cmd.email.trim().toLowerCase().slice(0, 254) : null,
        company: cap(cmd.company).slice(0, 120),
        hostName: host?.name ?? (cmd.meetingWith ? cap(cmd.meetingWith) : null),
        hostEmail: host?.email ?? null,
        request: { ...cmd, entry: null } as Record<string, unknown>,
        kioskTokenHash: hashToken(kioskToken),
        expiresAt,
      });
      uow.em.persist(row);
      await uow.em.flush();
      await audit(uow.em, row, 'approval.requested', { reasons: held.reasons.join(',') });
      uow.enqueue('walk-in-approval-request', { approvalId: row.id });
      uow.publish('walkInApprovalChanged', changed(row, depot.id, depot.tenant.id, now));
      return row;
    });
    return { id: a.id, kioskToken, expiresAt };
  }

  /** The kiosk reads the answer for the walk-in it holds (its id and token; anything else: 404). */
  async kioskStatus(_actor: Actor, cmd: KioskApprovalCommand): Promise<KioskApprovalView> {
    const a = await this.d.em.fork().findOne(WalkInApproval, { id: cmd.id }, { filters: false, populate: ['kioskTokenHash'] });
    if (!a || !sameHash(a.kioskTokenHash, hashToken(cmd.kioskToken))) throw notFound('Approval');
    const now = await this.expireIfDue(a);
    const status = now ?? a.status;
    if (status === 'APPROVED' && a.attendanceId)
      return { state: 'SIGNED_IN', expiresAt: a.expiresAt, attendance: await this.attendanceView(a) };
    if (status === 'PENDING' || status === 'APPROVED') return { state: 'WAITING', expiresAt: a.expiresAt, attendance: null };
    return { state: 'SEE_RECEPTION', expiresAt: a.expiresAt, attendance: null };
  }

  /**
   * Public (the kiosk's depot): whether a walk-in's "yes" to a health question asks staff instead of being refused
   * (the FLAGGED rule). A depot that is missing answers false.
   */
  async healthYesAsksApproval(depotId: string): Promise<boolean> {
    const [row]: { approval_rule: string }[] = await this.d.em
      .fork()
      .getConnection()
      .execute(`select "approval_rule" from "depot" where "id" = ?`, [depotId]);
    return row?.approval_rule === 'FLAGGED';
  }

  /** A depot's rule (staff of the depot). */
  async rule(actor: Actor, cmd: DepotIdCommand): Promise<DepotApprovalRuleView> {
    requireRole(actor, ...APPROVAL_ROLES);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    return { depotId: depot.id, rule: depot.approvalRule, timeoutSeconds: depot.approvalTimeoutSeconds };
  }

  /** Sets a depot's rule and answer time (audited with the depot's row); every replica's kiosks read it afresh. */
  async setRule(actor: Actor, cmd: SetApprovalRuleCommand): Promise<DepotApprovalRuleView> {
    requireRole(actor, ...APPROVAL_ROLES);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    await runUnitOfWork(
      this.d,
      async (uow) => {
        uow.em.assign(depot, { approvalRule: cmd.rule, approvalTimeoutSeconds: cmd.timeoutSeconds });
        uow.publish('kioskDepotsChanged', {});
      },
      { action: 'depot.approval-rule' },
    );
    return { depotId: depot.id, rule: depot.approvalRule, timeoutSeconds: depot.approvalTimeoutSeconds };
  }

  /** The walk-ins waiting now at a depot (or every depot the staff member sees), oldest first. */
  async pending(actor: Actor, cmd: PendingApprovalsCommand): Promise<WalkInApproval[]> {
    requireRole(actor, ...APPROVAL_ROLES);
    if (cmd.depotId) await visibleDepot(this.d.em, actor, cmd.depotId);
    const where = { $and: [{ depot: depotScope(actor) }, cmd.depotId ? { depot: cmd.depotId } : {}, { status: 'PENDING' as const }] };
    const rows = await this.d.em.find(WalkInApproval, where, { populate: ['depot'], orderBy: { createdAt: 'asc' }, limit: 100 });
    const live: WalkInApproval[] = [];
    for (const a of rows) if (!(await this.expireIfDue(a))) live.push(a);
    return live;
  }

  /** A staff member's answer (of a depot they see; another tenant's or depot's: 404). */
  async decide(actor: Actor, cmd: DecideApprovalCommand): Promise<WalkInApproval> {
    const staff = requireRole(actor, ...APPROVAL_ROLES);
    const a = await this.d.em.findOne(WalkInApproval, { id: cmd.id }, { filters: false, populate: ['depot'] });
    if (!a) throw notFound('Approval');
    await visibleDepot(this.d.em, actor, a.depot.id);
    const user = staff.apiKey ? null : staff.userId;
    return this.settle(a.id, { approve: cmd.approve, via: 'STAFF', userId: user, name: staff.username });
  }

  /** What an e-mail link shows before its answer: the walk-in and the depot (a bad link: 404; the rest as decide). */
  async linkView(_actor: Actor, cmd: ApprovalLinkCommand): Promise<WalkInApproval> {
    const { approval } = await this.link(cmd);
    await this.expireIfDue(approval);
    return this.reload(approval.id);
  }

  /** An e-mail link's answer: once, for its approval only, before the timeout and before anyone else answered. */
  async decideByLink(_actor: Actor, cmd: DecideByLinkCommand): Promise<WalkInApproval> {
    const { link, approval } = await this.link(cmd);
    if (link.usedAt) throw conflict(Messages.approvalLinkUsed);
    return this.settle(approval.id, { approve: cmd.approve, via: 'LINK', userId: null, name: link.recipient }, link.id);
  }

  /** Live: waiting walk-ins and answers at a depot (its staff; another tenant's depot: 404). */
  async watch(actor: Actor, depotId: string): Promise<AsyncIterableIterator<WalkInApprovalChangedEvent>> {
    requireRole(actor, ...APPROVAL_ROLES);
    const depot = await visibleDepot(this.d.em, actor, depotId);
    const tenantId = depot.tenant.id;
    return this.d.events.watch('walkInApprovalChanged', depot.id, (e) => e.tenantId === tenantId);
  }

  private async link(cmd: ApprovalLinkCommand) {
    const link = await this.d.em
      .fork()
      .findOne(WalkInApprovalLink, { tokenHash: hashToken(cmd.token) }, { filters: false, populate: ['approval', 'approval.depot'] });
    // Another approval's link, a made-up token: the same answer.
    if (!link || link.approval.id !== cmd.id) throw notFound('Approval');
    return { link, approval: link.approval };
  }

  /**
   * One answer wins: the approval moves from PENDING (before its timeout) in one conditional update, with the link's
   * one use, in one transaction. The loser hears who was first (409), a late one that time ran out (410, and the
   * approval is EXPIRED). Approved, the walk-in then signs in through the normal path; if that fails (the badge was
   * taken meanwhile), the approval is FAILED with the reason and the kiosk says "Please see reception".
   */
  private async settle(id: string, decision: Decision, linkId?: string): Promise<WalkInApproval> {
    const now = this.d.clock.now();
    const status: ApprovalStatus = decision.approve ? 'APPROVED' : 'DENIED';
    const won = await runUnitOfWork(this.d, async (uow) => {
      if (linkId) {
        const used = await uow.em.execute(
          `update "walk_in_approval_link" set "used_at" = ?, "updated_at" = ? where "id" = ? and "used_at" is null returning "id"`,
          [now, now, linkId],
        );
        if (used.length === 0) throw conflict(Messages.approvalLinkUsed);
      }
      const rows: { id: string; depot_id: string; tenant_id: string; person_name: string }[] = await uow.em.execute(
        `update "walk_in_approval" set "status" = ?, "decided_at" = ?, "decided_via" = ?, "decided_by_id" = ?, "decided_by_name" = ?,
            "updated_at" = ?${decision.approve ? '' : `, "request" = null`}
          where "id" = ? and "status" = 'PENDING' and "expires_at" > ? returning "id", "depot_id", "tenant_id", "person_name"`,
        [status, now, decision.via, decision.userId, decision.name.slice(0, 255), now, id, now],
      );
      if (rows.length === 0) return null;
      const r = rows[0];
      await audit(uow.em, { id: r.id, tenant: { id: r.tenant_id } }, `approval.${decision.approve ? 'approved' : 'denied'}`, {
        via: decision.via,
        // A link's recipient (an e-mail address) stays on the approval, which erasure reaches; the trail says "link".
        by: decision.via === 'STAFF' ? decision.name : 'e-mail link',
      });
      uow.publish('walkInApprovalChanged', {
        tenantId: r.tenant_id,
        depotId: r.depot_id,
        approvalId: r.id,
        status,
        personName: r.person_name,
        at: now.toISOString(),
      });
      return r;
    });
    if (!won) {
      const a = await this.reload(id);
      const expired = await this.expireIfDue(a);
      if (expired === 'EXPIRED' || a.status === 'EXPIRED') throw gone(Messages.approvalExpired);
      throw conflict(Messages.approvalAlreadyDecided);
    }
    if (decision.approve) await this.signIn(id);
    return this.reload(id);
  }

  /** The approved walk-in signs in as it would have at the kiosk, through the normal path. */
  private async signIn(id: string): Promise<void> {
    const em = this.d.em.fork();
    const a = await em.findOneOrFail(WalkInApproval, { id }, { filters: false, populate: ['request'] });
    const request = a.request as UnplannedCheckInCommand;
    let attendanceId: string | null = null;
    let failure: string | null = null;
    try {
      attendanceId = (await this.visitCheckIn.unplannedCheckIn(ANONYMOUS, request, { approved: true })).attendanceId;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      failure = err.message.slice(0, 255);
    }
    await runUnitOfWork(this.d, async (uow) => {
      await uow.em.execute(
        `update "walk_in_approval" set "request" = null, "attendance_id" = ?, "failure" = ?, "status" = ?, "updated_at" = now() where "id" = ?`,
        [attendanceId, failure, failure ? 'FAILED' : 'APPROVED', id],
      );
      if (failure) {
        await audit(uow.em, a, 'approval.failed', { failure });
        uow.publish('walkInApprovalChanged', changed(a, a.depot.id, a.tenant.id, this.d.clock.now(), 'FAILED'));
      }
    });
  }

  /** A waiting walk-in past its time: EXPIRED (no answer), audited and announced once; answers the new status. */
  private async expireIfDue(a: WalkInApproval): Promise<ApprovalStatus | null> {
    const now = this.d.clock.now();
    if (a.status !== 'PENDING' || a.expiresAt.getTime() > now.getTime()) return null;
    return runUnitOfWork(this.d, async (uow) => {
      const rows = await uow.em.execute(
        `update "walk_in_approval" set "status" = 'EXPIRED', "decided_at" = "expires_at", "decided_via" = 'TIMEOUT', "request" = null,
            "updated_at" = ? where "id" = ? and "status" = 'PENDING' and "expires_at" <= ? returning "id"`,
        [now, a.id, now],
      );
      if (rows.length === 0) return (await this.reload(a.id)).status;
      await audit(uow.em, a, 'approval.expired', { via: 'TIMEOUT' });
      uow.publish('walkInApprovalChanged', changed(a, a.depot.id, a.tenant.id, now, 'EXPIRED'));
      return 'EXPIRED' as const;
    });
  }

  private reload(id: string): Promise<WalkInApproval> {
    return this.d.em.fork().findOneOrFail(WalkInApproval, { id }, { filters: false, populate: ['depot'] });
  }

  private async attendanceView(a: WalkInApproval): Promise<KioskAttendanceView> {
    const [r]: { id: string; badge: string | null; checked_in_at: Date; first_name: string; last_name: string }[] = await this.d.em.execute(
      `select t."id", b."number" as "badge", t."checked_in_at", p."first_name", p."last_name" from "attendance" t
           join "attendee" p on p."id" = t."attendee_id" left join "badge" b on b."id" = t."badge_id" where t."id" = ?`,
      [a.attendanceId],
    );
    return {
      attendanceId: r.id,
      badgeNumber: r.badge,
      checkedInAt: new Date(r.checked_in_at),
      name: `${r.first_name} ${r.last_name}`.trim(),
      visitType: 'Unplanned',
    };
  }
}

const cap = (s: string) => {
  const t = s.trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
};

const changed = (
  a: WalkInApproval,
  depotId: string,
  tenantId: string,
  at: Date,
  status: ApprovalStatus = a.status,
): WalkInApprovalChangedEvent => ({ tenantId, depotId, approvalId: a.id, status, personName: a.personName, at: at.toISOString() });

/** The audit trail's EVENT row of an approval's step (no personal data: the trail cannot be erased). */
async function audit(em: EntityManager, a: { id: string; tenant: { id: string } }, action: string, details: Record<string, string>) {
  const changes = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, { before: null, after: v, masked: false }]));
  await em.execute(
    `insert into "audit_log" ("actor_id", "actor_username", "tenant_id", "action", "operation", "target_type", "target_id", "changes", "ip")
     values (null, ?, ?, ?, 'EVENT', 'walk_in_approval', ?, ?::jsonb, null)`,
    [details.by ?? (details.via === 'TIMEOUT' ? 'timeout' : 'kiosk'), a.tenant.id, action, a.id, JSON.stringify(changes)],
  );
}
