import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, DomainError } from '../../core/errors';
import { isId } from '../../core/validate';
import { Messages, required } from '../../contracts/messages';
import { capitalFirst } from '../../contracts/normalise';
import {
  healthAndSafetyAnswered,
  healthAndSafetyProceed,
  healthAnswerRefuses,
  houseRulesProceed,
  type Answers,
} from '../../contracts/kiosk-rules';
import { Attendance, AttendanceKind, type RuleAnswers } from '../attendance/attendance.entity';
import { type AttendanceService, signaturePng } from '../attendance/attendance.service';
import type { DepotService, KioskDepotView } from '../depots/depot.service';
import { KioskEntryKind } from '../kiosk-entries/kiosk-entry.entity';
import type { KioskEntryService, EntryWrite } from '../kiosk-entries/kiosk-entry.service';
import { Attendee } from '../attendees/attendee.entity';
import { attendeeUpsert } from '../attendees/attendee.service';
import type { CheckInCommand, SubmitSignatureCommand, UnplannedCheckInCommand } from './visit-kiosk.commands';
import { assertPlannedToday, kioskDepot, kioskDepotView, nameOf, regularByReference, wrongReference } from './visit-kiosk.shared';
import { Visit, VisitType } from '../attendance/visit.entity';
import { User } from '../users/user.entity';
import type { AgreementsService } from '../agreements/agreements.service';
import { WatchlistScreen } from '../watchlist/watchlist-screen';
import { Signature } from '../attendance/signature.entity';
import { preArrivalOf } from '../pre-arrival/pre-arrival.service';
import { approvalReasons, type ApprovalReason } from '../depots/approval-rule';
import { VisitorInductionGate, type PendingPass, type VisitorFacts } from '../inductions/visitor-induction-gate';
import { PASS_COLUMNS, PASS_REPLACES, passValues, upsertPass } from '../inductions/induction-gate';
import type { PersonRow } from '../attendance/attendance.service';
import type { HostService } from '../hosts/host.service';

/**
 * A walk-in the depot's approval rule holds (issue 37): nothing is signed in; the answer is "Please see reception"
 * (403) for the paths that cannot wait (the REST shim, the legacy GraphQL mutation, an entry held offline), and the
 * approvals feature, which asks staff, catches it to keep the walk-in waiting.
 */
export class ApprovalRequired extends DomainError {
  constructor(
    readonly reasons: ApprovalReason[],
    readonly depot: KioskDepotView,
  ) {
    super('FORBIDDEN', Messages.pleaseSeeReception);
  }
}

/** How a walk-in is made: `approved` when staff let a waiting walk-in in (issue 37): the rule is not asked again. */
export interface WalkInOptions {
  approved?: boolean;
}

export interface KioskAttendanceView {
  attendanceId: string;
  badgeNumber: string | null;
  checkedInAt: Date;
  name: string;
  visitType: string;
}

/**
 * Visitor check-in at the kiosk (spec 4.1, 4.6): planned and regular visitors by reference, walk-ins, and the
 * signature of an open sign-in. Each sign-in is one transaction (the attendance, its badge, the managers'
 * e-mail), CHECKED_IN after commit. Public: the depot is named by id (or tenant name and depot code).
 */
export class VisitCheckInService {
  constructor(
    private readonly d: Deps,
    private readonly attendance: AttendanceService,
    private readonly depots: DepotService,
    private readonly entries: KioskEntryService,
    private readonly agreements: AgreementsService,
    private readonly directory: Pick<HostService, 'findAtDepot'>,
  ) {
    this.inductions = new VisitorInductionGate(d.kioskDepots);
  }

  private readonly inductions: VisitorInductionGate;

  /** Planned or regular check-in (api/checkIn, api/checkInQR): one transaction, CHECKED_IN after commit. */
  async checkIn(_actor: Actor, cmd: CheckInCommand): Promise<KioskAttendanceView> {
    const depot = await kioskDepot(this.depots, cmd);
    const ref = cmd.visitorRef;
    const planned = await this.d.em.count(
      Visit,
      { meetingReference: ref, visitType: VisitType.Planned, tenant: depot.tenant.id },
      { filters: false },
    );
    // The identity is the booking's or the registration's (read-only on the kiosk form, and the spec's payload
    // has no company), so only the car registration counts: required for a planned visit; a regular visitor's
    // quick re-check-in (no form) reuses the last one given.
    const { depotBadgeNum: badgeNumber } = cmd;
    const temperature = cmd.temperature ?? null;
    const given = cmd.ruleAnswers;
    const onDevice = this.rulesOnDevice(cmd, given);
    // Issue 38: a planned check-in with no answers may be one whose visitor completed the pre-arrival page: the server
    // looks for it under the visit's lock (below); without one, the car registration and the answers are required.
    const maybePrepared = planned && given === null && !onDevice;
    if (planned && !cmd.carReg && !maybePrepared) throw badInput(required('Car registration'), { carReg: [required('Car registration')] });

    const result = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      if (planned) {
        const visit = await em.findOneOrFail(
          Visit,
          { meetingReference: ref, tenant: depot.tenant.id },
          { populate: ['attendee'], filters: false, lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const prior = await em.findOne(Attendance, { visit: visit.id }, { filters: false });
        // A reference checks in once: a second kiosk that lost the race hears it is used.
        if (prior) throw conflict(Messages.referenceAlreadyUsed);
        assertPlannedToday(this.d.clock.now(), depot, visit);
        // Issue 38: what the visitor gave on the pre-arrival page (read here, the visit locked: an edit queues behind).
        const stored = await preArrivalOf(em, visit.id);
        const prepared = maybePrepared ? stored : null;
        const carReg = cmd.carReg ?? prepared?.carReg;
        if (!carReg) throw badInput(required('Car registration'), { carReg: [required('Car registration')] });
        // The answers sent, or the pre-arrival's: checked by the same rules either way (none: refused as before).
        const answers = onDevice ? null : this.requireRules(prepared ? prepared.ruleAnswers : given);
        if (visit.badgeNumFlag && !badgeNumber) throw this.badgeRequired();
        await this.assertNotOpenElsewhere(em, depot, visit.attendee);
        // Issue 38: the rules version accepted (the current one); a pre-arrival accepted an older one: read them again.
        const { currentId } = await this.agreements.acceptance(em, depot.tenant.id, 'rules', { attendeeId: visit.attendee.id });
        if (prepared && prepared.agreementVersionId !== currentId)
          throw badInput(Messages.agreementMustAccept, { ruleAnswers: [Messages.agreementMustAccept] });
        await this.inducted(
          em,
          { tenantId: depot.tenant.id, attendeeId: visit.attendee.id, regular: false, reason: visit.reasonForVisit ?? null },
          cmd,
        );
        const a = await this.attendance.open(uow, {
          depot,
          kind: AttendanceKind.Visitor,
          visit,
          attendee: visit.attendee,
          badgeNumber,
          carReg,
          temperature,
          ruleAnswers: answers,
          rulesOnDevice: onDevice,
          language: cmd.language ?? null,
          agreementVersionId: currentId,
        });
        // The pre-arrival's signature is the sign-in's (when the booking asks for one). Its row goes either way: what
        // the sign-in used now lives in the attendance (and its link answers that the visit has started).
        if (prepared?.signature && visit.signFlag) em.create(Signature, { tenant: depot.tenant, attendance: a, png: prepared.signature });
        if (stored) em.remove(stored);
        return { a, name: nameOf(visit.attendee), visitType: VisitType.Planned };
      }
      const rv = await regularByReference(em, depot, ref, true);
      if (!rv) throw wrongReference();
      if (rv.badgeNumFlag && !badgeNumber) throw this.badgeRequired();
      const answers = !onDevice && given && Object.keys(given).length ? this.requireRules(given) : null;
      await this.assertNotOpenElsewhere(em, depot, rv.attendee);
      // Issue 38: answers accept the current rules; a quick sign-in (no answers) accepts nothing, and is refused while
      // the tenant asks again for rules this visitor has not accepted.
      const accept = await this.agreements.acceptance(em, depot.tenant.id, 'rules', { attendeeId: rv.attendee.id });
      const accepts = !!answers || onDevice;
      if (!accepts && accept.pendingId) throw badInput(Messages.agreementMustAccept, { ruleAnswers: [Messages.agreementMustAccept] });
      const lastCarReg =
        cmd.carReg ??
        (
          await em.findOne(
            Attendance,
            { attendee: rv.attendee.id, carReg: { $ne: null } },
            { orderBy: { checkedInAt: 'desc' }, filters: false },
          )
        )?.carReg;
      if (!lastCarReg) throw badInput(required('Car registration'), { carReg: [required('Car registration')] });
      await this.inducted(em, { tenantId: depot.tenant.id, attendeeId: rv.attendee.id, regular: true, reason: null }, cmd);
      // The registered identity stands (read-only on the form, as for planned visits); the form adds car reg and answers.
      const visit = em.create(Visit, {
        tenant: depot.tenant,
        depot,
        attendee: rv.attendee,
        visitType: VisitType.Regular,
        regularVisitor: rv,
        meetingReference: null,
        hostName: rv.host.hostname,
        hostEmail: rv.host.hostemail,
        hostDepartment: rv.host.department,
        dateOfVisit: this.d.clock.now(),
        signFlag: rv.signFlag,
        badgeNumFlag: rv.badgeNumFlag,
        enterTemperature: rv.enterTemperature,
      });
      const a = await this.attendance.open(uow, {
        depot,
        kind: AttendanceKind.Visitor,
        visit,
        attendee: rv.attendee,
        badgeNumber,
        carReg: lastCarReg,
        temperature,
        ruleAnswers: answers,
        rulesOnDevice: onDevice,
        language: cmd.language ?? null,
        agreementVersionId: accepts ? accept.currentId : null,
      });
      return { a, name: nameOf(rv.attendee), visitType: VisitType.Regular };
    });
    return this.checkedIn(result.a, result.name, result.visitType);
  }

  /** A walk-in (api/unplanned-visit-checkIn): creates the Unplanned visit and its attendee in one statement. */
  async unplannedCheckIn(actor: Actor, cmd: UnplannedCheckInCommand, opts: WalkInOptions = {}): Promise<KioskAttendanceView> {
    const depot = await kioskDepotView(this.depots, cmd);
    // Issue 38: the courses the walk-in's reason needs (a pass of theirs still valid stands), before anything is written
    // (a held approval too); the passes go in the walk-in's own statement.
    const passes = await this.walkInPasses(depot.tenant.id, cmd);
    if (!opts.approved) await this.assertNoApprovalNeeded(depot, cmd);
    // Issue 27: an entry held on the device goes in once (a replay answers the first sign-in), at the device's time
    // from a paired kiosk, else at the time it arrives (issue 40).
    return this.entries.once(
      actor,
      depot,
      cmd.entry,
      KioskEntryKind.WalkIn,
      (entry) => this.walkIn(depot, cmd, entry, opts.approved === true, passes),
      (attendanceId) => this.signedIn(attendanceId),
    );
  }

  /**
   * The depot's approval rule (issue 37, depots/approval-rule.ts): WALK_INS holds every walk-in; FLAGGED one with a
   * watchlist ALERT match, a temperature above the tenant's limit or a "yes" to a health question. A held one throws
   * ApprovalRequired before anything is written.
   */
  private async assertNoApprovalNeeded(depot: KioskDepotView, cmd: UnplannedCheckInCommand): Promise<void> {
    if (depot.approvalRule !== 'WALK_INS' && depot.approvalRule !== 'FLAGGED') return;
    let alert = false;
    if (depot.approvalRule === 'FLAGGED') {
      const person = { name: `${capitalFirst(cmd.firstName)} ${capitalFirst(cmd.lastName)}`, email: cmd.email, carReg: cmd.carReg };
      const hit = await new WatchlistScreen(this.d).check(this.d.em, depot.tenant.id, person, this.d.clock.now());
      alert = hit?.action === 'ALERT';
    }
    const reasons = approvalReasons(depot.approvalRule, () => ({
      watchlistAlert: alert,
      temperatureHigh: cmd.temperature != null && Number(cmd.temperature) > Number(depot.tenant.tempMax),
      healthYes: cmd.ruleAnswers !== null && healthAnswerRefuses(cmd.ruleAnswers),
    }));
    if (reasons.length) throw new ApprovalRequired(reasons, depot);
  }

  private async walkIn(
    depot: KioskDepotView,
    cmd: UnplannedCheckInCommand,
    entry: EntryWrite | null,
    approved = false,
    passes: readonly PendingPass[] = [],
  ): Promise<KioskAttendanceView> {
    // The kiosk's normalisation (spec 5): names and company get a capital first letter.
    const form = {
      firstName: capitalFirst(cmd.firstName).slice(0, 120),
      lastName: capitalFirst(cmd.lastName).slice(0, 120),
      email: cmd.email,
      company: capitalFirst(cmd.company).slice(0, 120),
      phone: cmd.phone ?? null,
    };
    const temperature = cmd.temperature ?? null;
    const given = cmd.ruleAnswers;
    const onDevice = this.rulesOnDevice(cmd, given);
    // A "yes" to a health question that staff let in (FLAGGED, issue 37) stands; otherwise it is refused.
    const answers = onDevice ? null : this.requireRules(given, approved);
    const badge = cmd.depotBadgeNum ? await this.attendance.badge(this.d.em, depot, cmd.depotBadgeNum) : null;
    const host = await this.hostAt(depot, cmd.hostId);
    try {
      // One statement (AttendanceService.openWithNewVisit): the busiest write of a depot's morning.
      const opened = await this.attendance.openWithNewVisit({
        depot,
        attendee: attendeeUpsert(depot.tenant.id, form),
        visit: {
          visit_type: VisitType.Unplanned,
          meeting_reference: null,
          date_of_visit: entry?.occurredAt ?? this.d.clock.now(),
          // A host picked from the depot's list (issue 36) is the visit's host, e-mailed on arrival (openingFacts).
          ...(host
            ? { host_name: host.name, host_email: host.email, host_department: host.department ?? null }
            : { host_name: cmd.meetingWith ? capitalFirst(cmd.meetingWith) : null }),
          reason_for_visit: cmd.reasonForVisit,
        },
        badge,
        carReg: cmd.carReg,
        temperature,
        ruleAnswers: answers,
        rulesOnDevice: onDevice,
        entry,
        language: cmd.language ?? null,
        person: { name: `${form.firstName} ${form.lastName}`, email: form.email, carReg: cmd.carReg },
        personRows: passes.map(passRow),
      });
      return {
        attendanceId: opened.attendanceId,
        badgeNumber: badge?.number ?? null,
        checkedInAt: opened.checkedInAt,
        name: opened.name,
        visitType: VisitType.Unplanned,
      };
    } catch (err) {
      // The person already holds an open attendance: say where (this depot or another), as a check-in by reference does.
      if (err instanceof DomainError && err.message === Messages.alreadySignedInSignOut) {
        const attendee = await this.d.em.findOne(
          Attendee,
          { tenant: depot.tenant.id, email: form.email.trim().toLowerCase() },
          { filters: false },
        );
        if (attendee) await this.assertNotOpenElsewhere(this.d.em, depot, attendee);
      }
      throw err;
    }
  }

  /**
   * The walk-in's host by the id the kiosk's list gave (kioskHosts): a user of the depot who is not disabled (issue 36)
   * or an active host of the tenant's people directory at the depot (issue 39). Anything else (removed, disabled, moved
   * meanwhile, another depot's or tenant's) is no host: the name typed stands, nobody is told.
   */
  private async hostAt(
    depot: KioskDepotView,
    hostId: string | undefined,
  ): Promise<{ name: string; email: string; department?: string | null } | null> {
    if (!hostId) return null;
    const user = await this.d.em.findOne(
      User,
      { id: hostId, tenant: depot.tenant.id, depot: depot.id, disabled: false },
      { filters: false },
    );
    return user ?? (await this.directory.findAtDepot(depot.tenant.id, depot.id, hostId));
  }

  /** A signature PNG for an open sign-in at the depot (by attendance id or badge). A second one replaces the first. */
  async submitSignature(_actor: Actor, cmd: SubmitSignatureCommand): Promise<boolean> {
    const depot = await kioskDepot(this.depots, cmd);
    const png = signaturePng(cmd.png);
    const { attendanceId, depotBadgeNum: badge } = cmd;
    let target: Attendance | null = null;
    if (attendanceId !== undefined) {
      target = isId(attendanceId)
        ? await this.d.em.findOne(Attendance, { id: attendanceId, depot: depot.id, checkedOutAt: null }, { filters: false })
        : null;
    } else if (badge) {
      target = await this.attendance.holderOfBadge(this.d.em, depot, badge);
    } else {
      throw this.badgeRequired();
    }
    if (!target) throw badInput(Messages.signatureNoSignIn, { sign: [Messages.signatureNoSignIn] });
    await this.attendance.sign(target, png);
    return true;
  }

  /**
   * Issue 38: the visitor's induction check (VisitorInductionGate) at a check-in by reference, in its transaction before
   * the attendance is written: the courses due must be passed by the answers the sign-in carries (else 403
   * inductionRequired); their passes are recorded in the same transaction.
   */
  private async inducted(em: EntityManager, facts: VisitorFacts, cmd: { inductionAnswers?: CheckInCommand['inductionAnswers'] }) {
    const passes = await this.inductions.settle(em, facts, cmd.inductionAnswers, this.d.clock.now());
    for (const p of passes) await upsertPass(em, { ...p, attendeeId: facts.attendeeId! });
  }

  /** A walk-in's check (as `inducted`): by the reason given and the e-mail's attendee row when there is one. */
  private walkInPasses(tenantId: string, cmd: UnplannedCheckInCommand): Promise<PendingPass[]> {
    const facts = { tenantId, attendeeId: null, email: cmd.email.trim(), regular: false, reason: cmd.reasonForVisit };
    return this.inductions.settle(this.d.em, facts, cmd.inductionAnswers, this.d.clock.now());
  }

  /** A person signed in anywhere (open attendance) cannot sign in again: the spec's prompts say where. */
  private async assertNotOpenElsewhere(em: EntityManager, depot: { id: string }, attendee: Attendee): Promise<void> {
    if (!attendee.id) return;
    const open = await em.findOne(Attendance, { personKey: `visitor:${attendee.id}`, checkedOutAt: null }, { filters: false });
    if (open) throw conflict(open.depot.id === depot.id ? Messages.alreadySignedInSignOut : Messages.signedInAtAnotherDepot);
  }

  /**
   * A legacy kiosk (the REST shim's spec 7 payloads) asks the rules on the device and sends no answers: the
   * REST row sets the command's `rulesOnDevice`, and the attendance records that the answers were given on
   * the device, not transmitted. Answers that are sent are always checked; GraphQL always sends them.
   */
  private rulesOnDevice(cmd: { rulesOnDevice?: boolean }, given: Answers | null): boolean {
    return cmd.rulesOnDevice === true && given === null;
  }

  /** House rules then health and safety (spec 4.1, 5): the answers the kiosk's Proceed buttons demand. */
  private requireRules(a: Answers | null, healthYesApproved = false): RuleAnswers {
    const answers = a ?? {};
    if (!houseRulesProceed(answers)) throw badInput(Messages.houseRulesRequired, { ruleAnswers: [Messages.houseRulesRequired] });
    if (!healthYesApproved && healthAnswerRefuses(answers))
      throw badInput(Messages.healthAnswerRefused, { ruleAnswers: [Messages.healthAnswerRefused] });
    if (!(healthYesApproved ? healthAndSafetyAnswered(answers) : healthAndSafetyProceed(answers)))
      throw badInput(Messages.healthAndSafetyRequired, { ruleAnswers: [Messages.healthAndSafetyRequired] });
    return answers as RuleAnswers;
  }

  private badgeRequired() {
    return badInput(required('Badge number'), { depotBadgeNum: [required('Badge number')] });
  }

  /** A sign-in as the kiosk heard it the first time (the answer to a replayed entry). */
  private async signedIn(attendanceId: string): Promise<KioskAttendanceView> {
    const a = await this.d.em.fork().findOneOrFail(Attendance, attendanceId, { populate: ['attendee', 'visit', 'badge'], filters: false });
    return this.checkedIn(a, nameOf(a.attendee!), a.visit?.visitType ?? VisitType.Unplanned);
  }

  private checkedIn(a: Attendance, name: string, visitType: string): KioskAttendanceView {
    return { attendanceId: a.id, badgeNumber: a.badge?.number ?? null, checkedInAt: a.checkedInAt, name, visitType };
  }
}

/** A walk-in's pass as a row of its statement (keyed by the attendee it upserts; a pass of theirs is replaced). */
const passRow = (p: PendingPass): PersonRow => ({
  table: 'induction_pass',
  columns: PASS_COLUMNS,
  values: passValues(p),
  personColumn: 'attendee_id',
  onConflict: `on conflict ("course_id", "attendee_id") ${PASS_REPLACES}`,
});
