import { searchWords, type DepotListCommand } from '../../core/command';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, notFound, uniqueViolation } from '../../core/errors';
import { runUnitOfWork, saveChanges } from '../../core/unit-of-work';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import { capitalFirst, upper } from '../../contracts/normalise';
import { depotScope, visibleDepot } from '../depots/depot.policy';
import { User } from '../users/user.entity';
import { upsertAttendee } from '../attendees/attendee.service';
import { passCode, regularVisitorReference } from '../attendees/reference';
import type { EditRegularVisitorCommand, RegisterRegularVisitorCommand, RegularHostCommand } from './regular-visitor.commands';
import { RegularHost } from './regular-host.entity';
import { RegularVisitor } from './regular-visitor.entity';

/** The regular-visitor list pages by this many rows. */
export const RV_PAGE_SIZE = 50;

/** A host as stored: the name capitalised, the department uppercased. */
function hostFields(h: RegularHostCommand) {
  return { hostname: capitalFirst(h.hostname).slice(0, 120), hostemail: h.hostemail, department: upper(h.department).slice(0, 120) };
}

/**
 * Regular visitors (spec 3, 4.2, 7): a recurring pass (RV code + 6-character passcode) with a host and the
 * kiosk flags. Staff of the tenant, within the depots they may see. The passcode leaves only by e-mail.
 */
export class RegularVisitorService {
  constructor(
    private readonly d: Deps,
    /** The depots' service (a need of this feature's manifest, index.ts): the depots the actor may see. */
  ) {}

  /** A fresh RV code nobody holds (regular-visitor-reference/{x}): shown on the form before saving. */
  async reference(actor: Actor): Promise<string> {
    requireStaff(actor);
    for (;;) {
      const ref = regularVisitorReference();
      if (!(await this.d.em.count(RegularVisitor, { meetingReference: ref }, { filters: false }))) return ref;
    }
  }

  /** Register (spec 5: the four attendee fields required): 'Regular Visitor Booked Successfully!' and the e-mail. */
  async register(actor: Actor, cmd: RegisterRegularVisitorCommand): Promise<RegularVisitor> {
    const staff = requireStaff(actor);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    let host: { hostname: string; hostemail: string; department: string };
    // The booking payload reaches here with an API key too (api/book-meeting, isRegularVisitor): a key is no host.
    if (cmd.hostIsMe && staff.apiKey) throw badInput(Messages.apiKeyHostRequired, { hostIsMe: [Messages.apiKeyHostRequired] });
    if (cmd.hostIsMe) {
      const me = await this.d.em.findOneOrFail(User, { id: staff.userId }, { filters: false });
      host = { hostname: me.name, hostemail: me.email, department: upper(me.department ?? 'GENERAL') };
    } else {
      // The command requires the three host fields when the host is not the signed-in user.
      host = hostFields({ hostname: cmd.hostname!, hostemail: cmd.hostemail!, department: cmd.department! });
    }
    const ref = cmd.meetingReference ? upper(cmd.meetingReference) : regularVisitorReference();
    // The booking payload may carry the passcode (spec 3 isRegularVisitor + passCode): 6 letters or digits.
    const code = cmd.passCode ? upper(cmd.passCode) : passCode();
    try {
      return await runUnitOfWork(this.d, async (uow) => {
        const { em } = uow;
        const attendee = await upsertAttendee(em, depot.tenant, {
          firstName: capitalFirst(cmd.firstName).slice(0, 80),
          lastName: capitalFirst(cmd.lastName).slice(0, 80),
          email: cmd.email,
          company: capitalFirst(cmd.company).slice(0, 120),
        });
        const h = em.create(RegularHost, { tenant: depot.tenant, ...host });
        const rv = em.create(RegularVisitor, {
          tenant: depot.tenant,
          depot,
          attendee,
          host: h,
          meetingReference: ref,
          passCode: code,
          signFlag: cmd.signFlag,
          badgeNumFlag: cmd.badgeNumFlag,
          enterTemperature: cmd.enterTemperature,
          emailFlag: cmd.emailFlag,
        });
        await em.flush();
        uow.enqueue('regular-visitor-registered', { regularVisitorId: rv.id });
        return rv;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'regular_visitor_reference_uniq') throw conflict(Messages.meetingReferenceTaken(ref));
      if (constraint === 'regular_visitor_person_active_uniq') throw conflict(Messages.regularEmailTaken);
      throw err;
    }
  }

  /** The regular visitors of a depot (list-regular-visitor/{depotId}/{page}), page 1 first. */
  /** The regular visitors of a depot, RV_PAGE_SIZE a page; search: name, e-mail, company or RV code. */
  async list(actor: Actor, cmd: DepotListCommand): Promise<{ items: RegularVisitor[]; total: number }> {
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const words = searchWords(cmd.search).map((like) => ({
      $or: [
        { attendee: { firstName: { $ilike: like } } },
        { attendee: { lastName: { $ilike: like } } },
        { attendee: { email: { $ilike: like } } },
        { attendee: { company: { $ilike: like } } },
        { meetingReference: { $ilike: like } },
      ],
    }));
    const [items, total] = await this.d.em.findAndCount(
      RegularVisitor,
      { $and: [{ tenant: depot.tenant.id, depot: depot.id, removedAt: null }, ...words] },
      {
        populate: ['attendee', 'host', 'depot'],
        orderBy: { attendee: { lastName: 'asc', firstName: 'asc' }, id: 'asc' },
        limit: RV_PAGE_SIZE,
        offset: (cmd.page - 1) * RV_PAGE_SIZE,
      },
    );
    return { items, total };
  }

  async get(actor: Actor, id: string): Promise<RegularVisitor> {
    requireStaff(actor);
    return findInScope(
      this.d.em,
      RegularVisitor,
      id,
      { $and: [tenantWhere(actor), { depot: depotScope(actor) }, { removedAt: null }] },
      'Regular visitor',
      { populate: ['attendee', 'host', 'depot'] },
    );
  }

  /** edit-RV (spec 5: name, email, company required; name is "First Last"); flags as sent. */
  async edit(actor: Actor, id: string, cmd: EditRegularVisitorCommand): Promise<RegularVisitor> {
    const rv = await this.get(actor, id);
    const [firstName, ...rest] = cmd.name.split(/\s+/);
    const { email } = cmd;
    if (email !== rv.attendee.email) {
      const taken = await this.d.em.count(RegularVisitor, {
        tenant: rv.tenant.id,
        removedAt: null,
        attendee: { email },
        id: { $ne: rv.id },
      });
      if (taken) throw conflict(Messages.regularEmailTaken);
    }
    return saveChanges(
      this.d,
      'regular-visitor.edit',
      (em) => {
        em.assign(rv.attendee, {
          firstName: capitalFirst(firstName).slice(0, 80),
          lastName: capitalFirst(rest.join(' ')).slice(0, 80),
          email,
          company: capitalFirst(cmd.company).slice(0, 120),
        });
        return em.assign(rv, {
          signFlag: cmd.signFlag ?? rv.signFlag,
          badgeNumFlag: cmd.badgeNumFlag ?? rv.badgeNumFlag,
          enterTemperature: cmd.enterTemperature ?? rv.enterTemperature,
          emailFlag: cmd.emailFlag ?? rv.emailFlag,
        });
      },
      (err) => (uniqueViolation(err) === 'attendee_email_ci_uniq' ? conflict(Messages.regularEmailTaken) : undefined),
    );
  }

  /** remove-RV: the pass stops working at once (kept for the reports of past visits). */
  async remove(actor: Actor, id: string): Promise<boolean> {
    const rv = await this.get(actor, id);
    const now = this.d.clock.now();
    await saveChanges(this.d, 'regular-visitor.remove', (em) => em.assign(rv, { removedAt: now }));
    return true;
  }

  /** resend-confirmation-email-RV: the RV code, passcode and QR code again. */
  async resend(actor: Actor, id: string): Promise<boolean> {
    const rv = await this.get(actor, id);
    await runUnitOfWork(this.d, async (uow) => uow.enqueue('regular-visitor-registered', { regularVisitorId: rv.id }));
    return true;
  }

  /** edit-Host/{hostid}: hostname, hostemail, department required. */
  async editHost(actor: Actor, hostId: string, cmd: RegularHostCommand): Promise<RegularHost> {
    requireStaff(actor);
    const fields = hostFields(cmd);
    // A host is seen through its regular visitor: within the actor's depots (spec 6), like the visitor itself.
    const visitor = isId(hostId)
      ? await this.d.em.findOne(
          RegularVisitor,
          { $and: [{ host: hostId }, tenantWhere(actor), { depot: depotScope(actor) }, { removedAt: null }] },
          { populate: ['host'] },
        )
      : null;
    if (!visitor) throw notFound('Host');
    const host = visitor.host;
    return saveChanges(this.d, 'regular-visitor.edit-host', (em) => em.assign(host, fields));
  }
}
