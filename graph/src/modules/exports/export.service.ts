import { createReadStream } from 'node:fs';
import { Messages } from '../../contracts/messages';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import { recordActorEvent } from '../../core/audit';
import type { Actor } from '../../core/auth/actor';
import { conflict, gone, notFound } from '../../core/errors';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { inZone } from '../../core/time';
import { User } from '../users/user.entity';
import { depotScope } from '../depots/depot.policy';
import { JobStatus } from '../imports/import-job.entity';
import type { PartnerReportService, ReportRange } from '../reports/partner-report.service';
import type { VisitorReportService, VisitorReportScope } from '../reports/visitor-report.service';
import type { DailyVisitReportCommand, DateRangeVisitorsCommand } from '../reports/visitor-report.commands';
import type { PartnerRangeCommand } from '../reports/report.commands';
import { ExportJob, ExportKind } from './export-job.entity';
import { Depot } from '../depots/depot.entity';
import { Tenant } from '../tenants/tenant.entity';
import type { EvacuationService } from '../presence/evacuation.service';
import type { EvacuationIdCommand } from '../presence/evacuation.commands';
import { AUDIT_ROLES, type AuditService, type AuditRowsFilter } from '../audit/audit.service';

/** Spec 9: exports are xlsx files named with a timestamp (on the depot's clock). */
export const exportFileName = (now: Date, zone: string) => `partner-report-${inZone(now, zone).toFormat('yyyyMMdd-HHmmss')}.xlsx`;
/** 'visitors-report-{depotCode}-{yyyyMMdd-HHmmss}.xlsx' (the code kept to letters, digits, - and _). */
export const visitorsExportFileName = (now: Date, zone: string, depotCode: string) =>
  `visitors-report-${depotCode.replace(/[^A-Za-z0-9_-]/g, '_')}-${inZone(now, zone).toFormat('yyyyMMdd-HHmmss')}.xlsx`;

/** What the exports take from the features below them: the scope of what each export covers, checked as on screen. */
export interface ExportServiceNeeds {
  audit: Pick<AuditService, 'scoped'>;
  partnerReports: Pick<PartnerReportService, 'dailyRange' | 'dateRangeOf'>;
  visitorReports: Pick<VisitorReportService, 'dailyScope' | 'rangeScope'>;
  evacuations: Pick<EvacuationService, 'get'>;
}

/**
 * Report exports: the request records the job and its outbox row in one transaction and answers at once
 * ('Please export the file now.'); the worker writes the file (export-runner.ts); the page polls
 * exportJob(id) and downloads GET api/exports/{id}/download.
 */
export class ExportService {
  constructor(
    private readonly d: Deps,
    /** The needs of this feature's manifest (index.ts): each export's scope, read by the feature it exports. */
    private readonly needs: ExportServiceNeeds,
  ) {}

  /** GET api/daily-partner-report-export/{depotId}[?date=] */
  async daily(actor: Actor, depotId: string, date?: string | null): Promise<ExportJob> {
    return this.create(actor, await this.needs.partnerReports.dailyRange(actor, depotId, date));
  }

  /** POST api/date-range-partners-report-export: depot, dateFrom, dateTo required (as the report). */
  async dateRange(actor: Actor, cmd: PartnerRangeCommand): Promise<ExportJob> {
    return this.create(actor, await this.needs.partnerReports.dateRangeOf(actor, cmd));
  }

  /** exportDailyVisitReport / GET api/daily-visit-report-export?depot=: the planned visits of a depot's day. */
  async dailyVisits(actor: Actor, cmd: Pick<DailyVisitReportCommand, 'depotId' | 'date'>): Promise<ExportJob> {
    return this.createVisitors(actor, await this.needs.visitorReports.dailyScope(actor, cmd));
  }

  /** exportDateRangeVisitorsReport / POST api/date-range-visitors-report-export: every kind, search and visitType honoured. */
  async dateRangeVisitors(actor: Actor, cmd: DateRangeVisitorsCommand): Promise<ExportJob> {
    return this.createVisitors(actor, await this.needs.visitorReports.rangeScope(actor, cmd));
  }

  async find(actor: Actor, id: string): Promise<ExportJob> {
    const staff = requireStaff(actor);
    const tenant = tenantWhere(actor);
    // An audit trail export belongs to no depot: its tenant's admins (a SuperAdmin: every one) may read it.
    const audit = (AUDIT_ROLES as readonly string[]).includes(staff.role) ? [{ ...tenant, depot: null, kind: ExportKind.Audit }] : [];
    return findInScope(this.d.em, ExportJob, id, { $or: [{ ...tenant, depot: depotScope(actor) }, ...audit] }, 'Export');
  }

  /** The audit trail as xlsx (issue 25), filtered as on screen; TenantAdmin (its tenant) and SuperAdmin. */
  async audit(actor: Actor, filter: AuditRowsFilter): Promise<ExportJob> {
    const staff = requireStaff(actor);
    const f = this.needs.audit.scoped(actor, filter);
    const now = this.d.clock.now();
    const today = now.toISOString().slice(0, 10);
    return this.queue((em) =>
      em.create(ExportJob, {
        tenant: f.tenantId ? em.getReference(Tenant, f.tenantId) : null,
        depot: null,
        kind: ExportKind.Audit,
        auditFilter: { ...f },
        dateFrom: f.from ?? today,
        dateTo: f.to ?? today,
        fileName: `audit-trail-${inZone(now, 'UTC').toFormat('yyyyMMdd-HHmmss')}.xlsx`,
        createdBy: em.getReference(User, staff.userId),
      }),
    );
  }

  /** The finished file, for its tenant's staff only (another tenant's id answers 404 like a missing one). */
  async download(actor: Actor, id: string): Promise<{ fileName: string; stream: NodeJS.ReadableStream }> {
    const job = await this.find(actor, id);
    if (job.fileRemovedAt) throw gone(job.fileRemovedBy === 'erasure' ? Messages.exportErased : Messages.exportRemoved);
    if (job.status !== JobStatus.Done || !job.path) throw conflict(Messages.exportNotReady);
    const file = path.join(this.d.config.dataDir, job.path);
    try {
      await stat(file);
    } catch {
      throw notFound('Export file');
    }
    // Issue 40: who took the file, and from where.
    await recordActorEvent(this.d.em, {
      action: 'export.download',
      targetType: 'export_job',
      targetId: job.id,
      tenantId: job.tenant?.id ?? null,
      details: { kind: String(job.kind ?? ''), fileName: job.fileName },
    });
    return { fileName: job.fileName, stream: createReadStream(file) };
  }

  /** An evacuation record as xlsx (issue 23), for any staff member who may read the record. */
  async evacuation(actor: Actor, cmd: EvacuationIdCommand): Promise<ExportJob> {
    const staff = requireStaff(actor);
    const ev = await this.needs.evacuations.get(actor, cmd);
    const day = inZone(ev.startedAt, ev.timeZone).toISODate()!;
    return this.queue((em) => {
      const depot = em.getReference(Depot, ev.depotId);
      return em.create(ExportJob, {
        tenant: em.getReference(Tenant, ev.tenantId),
        depot,
        kind: ExportKind.Evacuation,
        evacuationId: ev.id,
        dateFrom: day,
        dateTo: day,
        fileName: `evacuation-${ev.depotCode.replace(/[^A-Za-z0-9_-]/g, '_')}-${inZone(ev.startedAt, ev.timeZone).toFormat('yyyyMMdd-HHmm')}.xlsx`,
        createdBy: em.getReference(User, staff.userId),
      });
    });
  }

  private create(actor: Actor, r: ReportRange): Promise<ExportJob> {
    return this.queueReport(actor, r, {
      kind: ExportKind.PartnerReport,
      fileName: exportFileName(this.d.clock.now(), r.depot.timeZone),
    });
  }

  private createVisitors(actor: Actor, r: VisitorReportScope): Promise<ExportJob> {
    return this.queueReport(actor, r, {
      kind: ExportKind.VisitorReport,
      visitType: r.visitType,
      search: r.search,
      fileName: visitorsExportFileName(this.d.clock.now(), r.depot.timeZone, r.depot.code),
    });
  }

  /** A report's export (partners or visitors): the depot and days the reader may see, and what the report adds. */
  private async queueReport(
    actor: Actor,
    r: Pick<ReportRange, 'depot' | 'from' | 'to'>,
    job: { kind: ExportKind; fileName: string; visitType?: string | null; search?: string | null },
  ): Promise<ExportJob> {
    const staff = requireStaff(actor);
    return this.queue((em) =>
      em.create(ExportJob, {
        tenant: r.depot.tenant,
        depot: r.depot,
        dateFrom: r.from,
        dateTo: r.to,
        ...job,
        createdBy: em.getReference(User, staff.userId),
      }),
    );
  }

  /** A new export job and its outbox row, in one unit of work: the worker writes the file. */
  private queue(create: (em: EntityManager) => ExportJob): Promise<ExportJob> {
    return runUnitOfWork(this.d, async (uow) => {
      await uow.action('export.create');
      const job = create(uow.em);
      uow.enqueue('xlsx-export', { exportId: job.id });
      return job;
    });
  }
}
