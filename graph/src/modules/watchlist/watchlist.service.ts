import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { containsPattern, pagesOf } from '../../core/command';
import { badInput, notFound } from '../../core/errors';
import { actingTenantId, requireRole, requireStaff, tenantWhere } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { recordActorEvent } from '../../core/audit';
import { loadExcelJs } from '../../core/first-use';
import { Messages } from '../../contracts/messages';
import type { WatchlistMatchedEvent } from '../../contracts/topics';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { Depot } from '../depots/depot.entity';
import { TENANT_WIDE_ROLES, visibleDepot } from '../depots/depot.policy';
import type {
  AddWatchlistEntryCommand,
  UpdateWatchlistEntryCommand,
  WatchlistCheckCommand,
  WatchlistEntryIdCommand,
  WatchlistListCommand,
  WatchlistMatchesCommand,
  WatchlistExportCommand,
} from './watchlist.commands';
import { WatchlistEntry, WatchlistMatch } from './watchlist.entity';
import { fieldWords, keysOf, type MatchField, type WatchlistAction } from './watchlist-match';
import { WatchlistScreen } from './watchlist-screen';

/** Who manages the list (issue 37): a TenantAdmin for its tenant, a SuperAdmin for a named one. */
export const WATCHLIST_ADMINS = ['SuperAdmin', 'TenantAdmin'] as const;
/** Who sees matches: the admins (every depot of the tenant) and DepotManagers (their depot). */
export const WATCHLIST_MATCH_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;
export const WATCHLIST_PAGE_SIZE = 20;

export interface WatchlistPage {
  entries: WatchlistEntry[];
  total: number;
  pages: number;
  page: number;
}

export interface WatchlistMatchView {
  id: string;
  depotId: string;
  depotCode: string;
  action: WatchlistAction;
  matchedFields: MatchField[];
  personName: string;
  path: string;
  occurredAt: Date;
  attendanceId: string | null;
  visitId: string | null;
  /** Still on the list (the entry was not removed since). */
  entryId: string | null;
}

export interface WatchlistMatchPage {
  matches: WatchlistMatchView[];
  total: number;
  pages: number;
  page: number;
}

export interface WatchlistCheckView {
  matched: boolean;
  action: WatchlistAction | null;
  matchedFields: MatchField[];
  message: string | null;
}

/**
 * The watchlist for staff (issue 37): TenantAdmin and SuperAdmin list, add, edit and remove entries; DepotManagers see
 * the matches at their depot (never the list or the reasons); anyone who books checks a person first. The matching
 * itself, at every sign-in, is WatchlistScreen's (called by AttendanceService).
 */
export class WatchlistService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, cmd: WatchlistListCommand): Promise<WatchlistPage> {
    requireRole(actor, ...WATCHLIST_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const where: Record<string, unknown> = { tenant: tenantId };
    if (cmd.search) {
      const p = containsPattern(cmd.search);
      where.$or = [{ name: { $ilike: p } }, { email: { $ilike: p } }, { company: { $ilike: p } }, { carReg: { $ilike: p } }];
    }
    const [entries, total] = await this.d.em.findAndCount(WatchlistEntry, where, {
      orderBy: { name: 'asc', id: 'asc' },
      limit: WATCHLIST_PAGE_SIZE,
      offset: (cmd.page - 1) * WATCHLIST_PAGE_SIZE,
    });
    return { entries, total, pages: pagesOf(total, WATCHLIST_PAGE_SIZE), page: cmd.page };
  }

  /** Every entry of the tenant as an xlsx workbook (dates as spreadsheet dates, UTC), by name. */
  async exportXlsx(actor: Actor, cmd: WatchlistExportCommand): Promise<{ fileName: string; data: Buffer }> {
    requireRole(actor, ...WATCHLIST_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const entries = await this.d.em.find(WatchlistEntry, { tenant: tenantId }, { orderBy: { name: 'asc', id: 'asc' } });
    const ExcelJS = await loadExcelJs();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Watchlist');
    sheet.columns = [
      { header: 'Name', key: 'name', width: 28 },
      { header: 'E-mail', key: 'email', width: 30 },
      { header: 'Phone', key: 'phone', width: 18 },
      { header: 'Company', key: 'company', width: 22 },
      { header: 'Car registration', key: 'carReg', width: 16 },
      { header: 'Action', key: 'action', width: 10 },
      { header: 'Reason', key: 'reason', width: 50 },
      { header: 'Expires (UTC)', key: 'expiresAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
      { header: 'Added by', key: 'addedBy', width: 18 },
      { header: 'Added (UTC)', key: 'createdAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    ];
    for (const e of entries)
      sheet.addRow({
        name: e.name,
        email: e.email ?? '',
        phone: e.phone ?? '',
        company: e.company ?? '',
        carReg: e.carReg ?? '',
        action: e.action === 'BLOCK' ? 'Block' : 'Alert',
        reason: e.reason,
        expiresAt: e.expiresAt ?? null,
        addedBy: e.addedByName,
        createdAt: e.createdAt,
      });
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 10 } };
    await recordActorEvent(this.d.em, {
      action: 'watchlist.export',
      targetType: 'watchlist_entry',
      tenantId,
      details: { entries: entries.length },
    });
    return { fileName: `watchlist-${this.d.clock.now().toISOString().slice(0, 10)}.xlsx`, data: Buffer.from(await wb.xlsx.writeBuffer()) };
  }

  async add(actor: Actor, cmd: AddWatchlistEntryCommand): Promise<WatchlistEntry> {
    const staff = requireRole(actor, ...WATCHLIST_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId });
    if (!tenant) throw notFound('Tenant');
    this.assertFuture(cmd.expiresAt);
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const entry = uow.em.create(WatchlistEntry, {
          tenant,
          ...this.fields(cmd),
          addedBy: staff.apiKey ? null : uow.em.getReference(User, staff.userId),
          addedByName: staff.username,
        });
        uow.em.persist(entry);
        // every replica's sign-ins look the tenant's list up from now on (WatchlistScreen.listed)
        uow.publish('kioskDepotsChanged', {});
        return entry;
      },
      { action: 'watchlist.add' },
    );
  }

  async update(actor: Actor, cmd: UpdateWatchlistEntryCommand): Promise<WatchlistEntry> {
    requireRole(actor, ...WATCHLIST_ADMINS);
    this.assertFuture(cmd.expiresAt);
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        const entry = await this.find(em, actor, cmd.id);
        em.assign(entry, this.fields(cmd));
        return entry;
      },
      { action: 'watchlist.edit' },
    );
  }

  /** Removes an entry; its past matches stay with their visits (without the entry). */
  async remove(actor: Actor, cmd: WatchlistEntryIdCommand): Promise<boolean> {
    requireRole(actor, ...WATCHLIST_ADMINS);
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        em.remove(await this.find(em, actor, cmd.id));
        return true;
      },
      { action: 'watchlist.remove' },
    );
  }

  /** Matches, newest first: at one depot the actor sees, or (admins) every depot of the tenant. */
  async matches(actor: Actor, cmd: WatchlistMatchesCommand): Promise<WatchlistMatchPage> {
    const staff = requireRole(actor, ...WATCHLIST_MATCH_ROLES);
    const where: Record<string, unknown> = {};
    if (cmd.depotId) {
      where.depot = (await visibleDepot(this.d.em, actor, cmd.depotId)).id;
    } else if (TENANT_WIDE_ROLES.includes(staff.role)) {
      where.tenant = actingTenantId(actor, cmd.tenantId);
    } else {
      where.depot = staff.depotId ?? { $in: [] };
      Object.assign(where, tenantWhere(actor));
    }
    const [rows, total] = await this.d.em.findAndCount(WatchlistMatch, where, {
      populate: ['depot'],
      orderBy: { occurredAt: 'desc', id: 'asc' },
      limit: WATCHLIST_PAGE_SIZE,
      offset: (cmd.page - 1) * WATCHLIST_PAGE_SIZE,
    });
    return {
      matches: rows.map((m) => ({
        id: m.id,
        depotId: m.depot.id,
        depotCode: m.depot.code,
        action: m.action,
        matchedFields: m.matchedFields,
        personName: m.personName,
        path: m.path,
        occurredAt: m.occurredAt,
        attendanceId: m.attendanceId ?? null,
        visitId: m.visitId ?? null,
        entryId: m.entry?.id ?? null,
      })),
      total,
      pages: pagesOf(total, WATCHLIST_PAGE_SIZE),
      page: cmd.page,
    };
  }

  /** A person about to be booked at a depot: whether they match, how and what will happen (nothing is recorded). */
  async check(actor: Actor, cmd: WatchlistCheckCommand): Promise<WatchlistCheckView> {
    requireStaff(actor);
    const depot: Depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const name = `${cmd.firstName ?? ''} ${cmd.lastName ?? ''}`.trim();
    const hit = await new WatchlistScreen(this.d).check(
      this.d.em,
      depot.tenant.id,
      { name, email: cmd.email, carReg: cmd.carReg },
      this.d.clock.now(),
    );
    if (!hit) return { matched: false, action: null, matchedFields: [], message: null };
    return {
      matched: true,
      action: hit.action,
      matchedFields: hit.fields,
      message: Messages.watchlistWarning(hit.action, fieldWords(hit.fields)),
    };
  }

  /** A depot's matches from now on, for the live notice (SuperAdmin, TenantAdmin, the depot's DepotManager). */
  async watch(actor: Actor, depotId: string): Promise<AsyncIterableIterator<WatchlistMatchedEvent>> {
    requireRole(actor, ...WATCHLIST_MATCH_ROLES);
    const depot = await visibleDepot(this.d.em, actor, depotId);
    const tenantId = depot.tenant.id;
    return this.d.events.watch('watchlistMatched', depot.id, (e) => e.tenantId === tenantId);
  }

  private async find(em: EntityManager, actor: Actor, id: string): Promise<WatchlistEntry> {
    const entry = await em.findOne(WatchlistEntry, { $and: [{ id }, tenantWhere(actor)] });
    if (!entry) throw notFound('Watchlist entry');
    return entry;
  }

  private assertFuture(at: Date | null | undefined) {
    if (at && at.getTime() <= this.d.clock.now().getTime())
      throw badInput(Messages.watchlistExpiry, { expiresAt: [Messages.watchlistExpiry] });
  }

  private fields(cmd: AddWatchlistEntryCommand) {
    const k = keysOf({ name: cmd.name, email: cmd.email, phone: cmd.phone, carReg: cmd.carReg });
    return {
      name: cmd.name,
      email: cmd.email ?? null,
      phone: cmd.phone ?? null,
      company: cmd.company ?? null,
      carReg: cmd.carReg ? cmd.carReg.toUpperCase() : null,
      reason: cmd.reason,
      action: cmd.action,
      expiresAt: cmd.expiresAt ?? null,
      nameKey: k.nameKey,
      emailKey: k.emailKey,
      phoneKey: k.phoneKey,
      carRegKey: k.carRegKey,
    };
  }
}
