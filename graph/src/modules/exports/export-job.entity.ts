import { Entity, Enum, Filter, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { WorkerJobEntity } from '../imports/import-job.entity';

export enum ExportKind {
  PartnerReport = 'partner-report',
  VisitorReport = 'visitor-report',
  /** An evacuation roll-call's record (issue 23). */
  Evacuation = 'evacuation',
  /** The audit trail, filtered (issue 25): no depot; a SuperAdmin's of every tenant has no tenant. */
  Audit = 'audit',
}

/** An xlsx export written by the worker under DATA_DIR/exports; downloaded by its creator's tenant. */
@Entity({ tableName: 'export_job' })
@Filter(tenantFilter)
export class ExportJob extends WorkerJobEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade', nullable: true })
  tenant!: Tenant | null;

  @ManyToOne(() => Depot, { deleteRule: 'cascade', nullable: true })
  depot!: Depot | null;

  @Enum({ items: () => ExportKind })
  kind!: ExportKind;

  /** The report's days in the depot's zone (yyyy-MM-dd, inclusive). */
  @Property({ type: 'date' })
  dateFrom!: string;

  @Property({ type: 'date' })
  dateTo!: string;

  /** A visitors report: the kind shown (All, Planned, Unplanned, Regular); null for a partner report. */
  @Property({ type: 'string', length: 16, nullable: true })
  visitType?: string | null;

  /** A visitors report's search text (contains, any case), if any. */
  @Property({ type: 'string', length: 100, nullable: true })
  search?: string | null;

  /** 'partner-report-<yyyyMMdd-HHmmss>.xlsx' (spec 9: named with a timestamp). */
  @Property({ type: 'string', length: 200 })
  fileName!: string;

  /** An evacuation record's export: the roll-call (issue 23); null for the reports. */
  @Property({ type: 'uuid', nullable: true })
  evacuationId?: string | null;

  /** An audit export's filter (the AuditFilterCommand without its page), with the tenant it is limited to. */
  @Property({ type: 'json', nullable: true })
  auditFilter?: Record<string, unknown> | null;

  /** Relative to DATA_DIR (exports/<id>.xlsx) once written. */
  @Property({ type: 'string', length: 300, nullable: true })
  path?: string | null;

  @Property({ type: 'integer', default: 0 })
  rowCount: Opt<number> = 0;

  /** When the daily retention job deleted the file (a day after it was made, issue 25); its download then answers 410. */
  @Property({ type: 'datetime', nullable: true })
  fileRemovedAt?: Date | null;

  /** Why the file went: 'age' (the day-old housekeeping) or 'erasure' (it named a person erased since, issue 40). */
  @Property({ type: 'string', length: 16, nullable: true })
  fileRemovedBy?: string | null;
}
