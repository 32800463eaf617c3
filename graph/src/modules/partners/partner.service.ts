import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, notFound, uniqueViolation } from '../../core/errors';
import { runUnitOfWork, saveChanges } from '../../core/unit-of-work';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { searchWords, type DepotListCommand } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { partnerNames } from '../../contracts/normalise';
import type { Depot } from '../depots/depot.entity';
import { RoleName } from '../roles/role-name.entity';
import { Shift } from '../shifts/shift.entity';
import { Partner } from '../attendance/partner.entity';
import type { EditPartnerCommand, RegisterPartnerCommand } from './partner.commands';
import { visibleDepot } from '../depots/depot.policy';

interface PartnerFields {
  name: string;
  organisation: string;
  email: string | null;
  phone: string | null;
  shiftId: string | null | undefined;
  roleId: string | null | undefined;
  signFlag: boolean;
  badgeNumFlag: boolean;
  singleSignFlag: boolean;
  enterTemperature: boolean;
}

/** The fields to write: names capitalised; an absent e-mail or flag keeps the current value (none or off at registration). */
function partnerFields(cmd: EditPartnerCommand, current?: Partner): PartnerFields {
  return {
    ...partnerNames({ name: cmd.name, organisation: cmd.organisation }),
    email: cmd.email ?? current?.email ?? null,
    // issue 39: absent keeps the phone held, null or blank clears it
    phone: cmd.phone === undefined ? (current?.phone ?? null) : cmd.phone,
    shiftId: cmd.shiftId,
    roleId: cmd.roleId,
    signFlag: cmd.signFlag ?? current?.signFlag ?? false,
    badgeNumFlag: cmd.badgeNumFlag ?? current?.badgeNumFlag ?? false,
    singleSignFlag: cmd.singleSignFlag ?? current?.singleSignFlag ?? false,
    enterTemperature: cmd.enterTemperature ?? current?.enterTemperature ?? false,
  };
}

/** The registered-partners table pages by this many rows. */
export const PARTNER_PAGE_SIZE = 50;

/** Partners of a tenant (spec 3, 4.7, 7): registered at a depot the actor may see; work ids unique in the system. */
export class PartnerService {
  constructor(private readonly d: Deps) {}

  /** Register a partner (api/register-partner): 'Partner Details Saved Successfully!'. */
  async register(actor: Actor, cmd: RegisterPartnerCommand): Promise<Partner> {
    requireStaff(actor);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const fields = await this.assignable(depot, partnerFields(cmd));
    return this.save('partner.register', cmd.workId, (em) =>
      em.create(Partner, { tenant: depot.tenant, depot, workId: cmd.workId, ...fields }),
    );
  }

  /** The partners registered at a depot (list-partners/{depotId}/{page}): page 1 first, PARTNER_PAGE_SIZE a page; search: work id or name. */
  async list(actor: Actor, cmd: DepotListCommand): Promise<{ items: Partner[]; total: number }> {
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const words = searchWords(cmd.search).map((like) => ({
      $or: [{ name: { $ilike: like } }, { workId: { $ilike: like } }, { organisation: { $ilike: like } }],
    }));
    const [items, total] = await this.d.em.findAndCount(
      Partner,
      { $and: [{ tenant: depot.tenant.id, depot: depot.id }, ...words] },
      {
        populate: ['shift', 'role', 'depot'],
        orderBy: { name: 'asc', workId: 'asc' },
        limit: PARTNER_PAGE_SIZE,
        offset: (cmd.page - 1) * PARTNER_PAGE_SIZE,
      },
    );
    return { items, total };
  }

  /** One partner of the actor's tenant (at a depot it may see), or 404. */
  async get(actor: Actor, id: string): Promise<Partner> {
    requireStaff(actor);
    const partner = await findInScope(this.d.em, Partner, id, tenantWhere(actor), 'Partner', { populate: ['shift', 'role', 'depot'] });
    if (partner.depot) await visibleDepot(this.d.em, actor, partner.depot.id);
    return partner;
  }

  /** Edit (api/edit-partner/{id}): name and organisation required (spec 5); the work id stays. */
  async edit(actor: Actor, id: string, cmd: EditPartnerCommand): Promise<Partner> {
    const partner = await this.get(actor, id);
    const f = partnerFields(cmd, partner);
    const depot =
      cmd.depotId && cmd.depotId !== partner.depot?.id ? await visibleDepot(this.d.em, actor, cmd.depotId) : (partner.depot ?? null);
    if (depot && depot.tenant.id !== partner.tenant.id) throw notFound('Location');
    const fields = await this.assignable(depot ?? undefined, f, partner);
    return this.save('partner.edit', partner.workId, (em) => em.assign(partner, { ...fields, depot }));
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    const partner = await this.get(actor, id);
    await saveChanges(this.d, 'partner.remove', (em) => em.remove(partner));
    return true;
  }

  /** Sends the partner its work id as a QR code (/api/sendqrcode-partners/{id}): by the worker, through the outbox. */
  async sendQrCode(actor: Actor, id: string): Promise<boolean> {
    const partner = await this.get(actor, id);
    if (!partner.email) throw badInput(Messages.partnerNoEmail, { email: [Messages.partnerNoEmail] });
    await runUnitOfWork(this.d, async (uow) => uow.enqueue('partner-qr-code', { partnerId: partner.id }));
    return true;
  }

  /** The fields to write, with the shift and role checked to be the tenant's (a foreign id answers as a missing one). */
  private async assignable(depot: Depot | undefined, f: PartnerFields, current?: Partner) {
    const tenantId = depot?.tenant.id ?? current!.tenant.id;
    const ref = async <T extends Shift | RoleName>(
      entity: new () => T,
      id: string | null | undefined,
      label: string,
      now: T | null | undefined,
    ) => {
      if (id === undefined) return now ?? null;
      if (id === null) return null;
      const row = isId(id) ? await this.d.em.findOne(entity, { id, tenant: tenantId } as never) : null;
      if (!row) throw notFound(label);
      return row;
    };
    return {
      name: f.name,
      organisation: f.organisation,
      email: f.email,
      phone: f.phone,
      signFlag: f.signFlag,
      badgeNumFlag: f.badgeNumFlag,
      singleSignFlag: f.singleSignFlag,
      enterTemperature: f.enterTemperature,
      shift: await ref(Shift, f.shiftId, 'Shift', current?.shift),
      role: await ref(RoleName, f.roleId, 'Role', current?.role),
    };
  }

  private save(action: string, workId: string, work: (em: EntityManager) => Partner): Promise<Partner> {
    return saveChanges(this.d, action, work, (err) =>
      uniqueViolation(err) === 'partner_work_id_uniq' ? conflict(Messages.workIdTaken(workId)) : undefined,
    );
  }
}
