import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, uniqueViolation } from '../../core/errors';
import { enqueue } from '../../core/outbox/outbox';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { bool, email as validEmail, requireFields, str } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import { capitalFirst, upper } from '../../contracts/normalise';
import { depotScope } from '../depots/depot.policy';
import { DepotService } from '../depots/depot.service';
import { User } from '../users/user.entity';
import { upsertAttendee } from '../visits/attendee.service';
import { passCode, regularVisitorReference } from '../visits/reference';
import { RegularHost } from './regular-host.entity';
import { RegularVisitor } from './regular-visitor.entity';

type Input = Record<string, unknown>;

/** The regular-visitor list pages by this many rows. */
export const RV_PAGE_SIZE = 50;

const first = (input: Input, ...keys: string[]) => {
  for (const k of keys) if (input[k] !== undefined && input[k] !== null && input[k] !== '') return input[k];
  return undefined;
};

/** Host fields (spec 5 host edit: hostname, hostemail, department required). */
function hostFields(input: Input) {
  const f = requireFields({ hostname: first(input, 'hostname', 'hostName', 'name'), hostemail: first(input, 'hostemail', 'hostEmail', 'email'), department: first(input, 'department') },
    { hostname: 'Host Name', hostemail: 'Host Email', department: 'Department' }, 254);
  return { hostname: capitalFirst(f.hostname).slice(0, 120), hostemail: validEmail(f.hostemail, 'hostemail', 'Host Email'), department: upper(f.department).slice(0, 120) };
}

/**
 * Regular visitors (spec 3, 4.2, 7): a recurring pass (RV code + 6-character passcode) with a host and the
 * kiosk flags. Staff of the tenant, within the depots they may see. The passcode leaves only by e-mail.
 */
export class RegularVisitorService {
  private readonly depots: DepotService;

  constructor(private readonly d: Deps) {
    this.depots = new DepotService(d);
  }

  /** A fresh RV code nobody holds (regular-visitor-reference/{x}): shown on the form before saving. */
  async reference(actor: Actor): Promise<string> {
    requireStaff(actor);
    for (;;) {
      const ref = regularVisitorReference();
      if (!(await this.d.em.count(RegularVisitor, { meetingReference: ref }, { filters: false }))) return ref;
    }
  }

  /** Register (spec 5: the four attendee fields required): 'Regular Visitor Booked Successfully!' and the e-mail. */
  async register(actor: Actor, input: Input): Promise<RegularVisitor> {
    const staff = requireStaff(actor);
    const f = requireFields({
      firstName: first(input, 'FirstName', 'firstName', 'AttendeeFirstName'), lastName: first(input, 'LastName', 'lastName', 'AttendeeLastName'),
      email: first(input, 'Email', 'email', 'AttendeeEmail'), company: first(input, 'Company', 'company', 'AttendeeCompany'), depotId: first(input, 'depot', 'depotId'),
    }, { firstName: 'First Name', lastName: 'Last Name', email: 'Email', company: 'Company', depotId: 'Location' }, 254);
    const depot = await this.depots.findVisible(actor, f.depotId);
    let host: { hostname: string; hostemail: string; department: string };
    if (bool(input, 'hostIsMe', true)) {
      const me = await this.d.em.findOneOrFail(User, { id: staff.userId }, { filters: false });
      host = { hostname: me.name, hostemail: me.email, department: upper(me.department ?? 'GENERAL') };
    } else {
      host = hostFields(input.Host && typeof input.Host === 'object' ? input.Host as Input : input);
    }
    const given = str(input, 'RegularVisitorRef', 'RV code', 32) ?? str(input, 'meetingReference', 'RV code', 32);
    if (given && !/^RV[A-Z0-9]{4,30}$/i.test(given)) throw badInput(Messages.rvReferenceFormat, { RegularVisitorRef: [Messages.rvReferenceFormat] });
    const ref = given ? upper(given) : regularVisitorReference();
    // The booking payload may carry the passcode (spec 3 isRegularVisitor + passCode): 6 letters or digits.
    const givenCode = str(input, 'passCode', 'Passcode', 16) ?? str(input, 'PassCode', 'Passcode', 16);
    if (givenCode !== undefined && !/^[A-Za-z0-9]{6}$/.test(givenCode)) throw badInput(Messages.passcodeFormat, { passCode: [Messages.passcodeFormat] });
    const code = givenCode ? upper(givenCode) : passCode();
    try {
      return await this.d.em.transactional(async (em) => {
        const attendee = await upsertAttendee(em, depot.tenant, {
          firstName: capitalFirst(f.firstName).slice(0, 80), lastName: capitalFirst(f.lastName).slice(0, 80),
          email: validEmail(f.email), company: capitalFirst(f.company).slice(0, 120),
        });
        const h = em.create(RegularHost, { tenant: depot.tenant, ...host });
        const rv = em.create(RegularVisitor, {
          tenant: depot.tenant, depot, attendee, host: h, meetingReference: ref, passCode: code,
          signFlag: bool(input, 'signFlag', false), badgeNumFlag: bool(input, 'badgeNumFlag', false),
          enterTemperature: bool(input, 'enterTemperature', false), emailFlag: bool(input, 'emailFlag', true),
        });
        await em.flush();
        enqueue(em, 'regular-visitor-registered', { regularVisitorId: rv.id });
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
  async list(actor: Actor, depotId: unknown, page: unknown = 1): Promise<{ items: RegularVisitor[]; total: number }> {
    const depot = await this.depots.findVisible(actor, depotId);
    const n = Math.max(1, Math.min(10000, Number.parseInt(String(page ?? 1), 10) || 1));
    const [items, total] = await this.d.em.findAndCount(RegularVisitor, { tenant: depot.tenant.id, depot: depot.id, removedAt: null }, {
      populate: ['attendee', 'host', 'depot'], orderBy: { attendee: { lastName: 'asc', firstName: 'asc' }, id: 'asc' },
      limit: RV_PAGE_SIZE, offset: (n - 1) * RV_PAGE_SIZE,
    });
    return { items, total };
  }

  async get(actor: Actor, id: unknown): Promise<RegularVisitor> {
    requireStaff(actor);
    return findInScope(this.d.em, RegularVisitor, id, { $and: [tenantWhere(actor), { depot: depotScope(actor) }, { removedAt: null }] },
      'Regular visitor', { populate: ['attendee', 'host', 'depot'] });
  }

  /** edit-RV (spec 5: name, email, company required; name is "First Last"); flags as sent. */
  async edit(actor: Actor, id: unknown, input: Input): Promise<RegularVisitor> {
    const rv = await this.get(actor, id);
    const joined = [str(input, 'firstName', 'First Name', 80), str(input, 'lastName', 'Last Name', 80)].filter(Boolean).join(' ');
    const f = requireFields({ name: first(input, 'name') ?? (joined || undefined), email: first(input, 'email', 'Email'), company: first(input, 'company', 'Company') },
      { name: 'Name', email: 'Email', company: 'Company' }, 254);
    const [firstName, ...rest] = f.name.split(/\s+/);
    const email = validEmail(f.email);
    if (email !== rv.attendee.email) {
      const taken = await this.d.em.count(RegularVisitor, { tenant: rv.tenant.id, removedAt: null, attendee: { email }, id: { $ne: rv.id } });
      if (taken) throw conflict(Messages.regularEmailTaken);
    }
    this.d.em.assign(rv.attendee, { firstName: capitalFirst(firstName).slice(0, 80), lastName: capitalFirst(rest.join(' ')).slice(0, 80), email, company: capitalFirst(f.company).slice(0, 120) });
    this.d.em.assign(rv, {
      signFlag: bool(input, 'signFlag', rv.signFlag), badgeNumFlag: bool(input, 'badgeNumFlag', rv.badgeNumFlag),
      enterTemperature: bool(input, 'enterTemperature', rv.enterTemperature), emailFlag: bool(input, 'emailFlag', rv.emailFlag),
    });
    try {
      await this.d.em.flush();
    } catch (err) {
      if (uniqueViolation(err) === 'attendee_email_ci_uniq') throw conflict(Messages.regularEmailTaken);
      throw err;
    }
    return rv;
  }

  /** remove-RV: the pass stops working at once (kept for the reports of past visits). */
  async remove(actor: Actor, id: unknown): Promise<boolean> {
    const rv = await this.get(actor, id);
    rv.removedAt = this.d.clock.now();
    await this.d.em.flush();
    return true;
  }

  /** resend-confirmation-email-RV: the RV code, passcode and QR code again. */
  async resend(actor: Actor, id: unknown): Promise<boolean> {
    const rv = await this.get(actor, id);
    enqueue(this.d.em, 'regular-visitor-registered', { regularVisitorId: rv.id });
    await this.d.em.flush();
    return true;
  }

  /** edit-Host/{hostid}: hostname, hostemail, department required. */
  async editHost(actor: Actor, hostId: unknown, input: Input): Promise<RegularHost> {
    requireStaff(actor);
    const fields = hostFields(input);
    const host = await findInScope(this.d.em, RegularHost, hostId, tenantWhere(actor), 'Host');
    this.d.em.assign(host, fields);
    await this.d.em.flush();
    return host;
  }
}
