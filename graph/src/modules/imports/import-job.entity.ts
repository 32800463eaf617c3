import { Entity, Enum, Filter, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';

export enum ImportKind {
  Partner = 'partner',
  Visitor = 'visitor',
  /** Issue 39: the people directory's hosts (kept to the upload's depot). */
  Host = 'host',
}
export enum JobStatus {
  Queued = 'QUEUED',
  Running = 'RUNNING',
  Done = 'DONE',
  Failed = 'FAILED',
}

/** One rejected row of an upload: its 1-based row number in the sheet (the header is row 1) and why. */
export interface RowError {
  row: number;
  message: string;
}

/** What an upload and an export both keep of their run on the worker: where it stands, its outcome, who asked, when it ended. */
export abstract class WorkerJobEntity extends BaseEntity {
  @Enum({ items: () => JobStatus, default: JobStatus.Queued })
  status: Opt<JobStatus> = JobStatus.Queued;

  /** The outcome in words: the success text, or why it failed (an upload: why the file was refused). */
  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;
}

/**
 * A bulk xlsx upload (partners, planned visits or directory hosts), parsed by the worker. The file is kept in the row
 * (bytea): the graph replica that took the upload and the worker that parses it need share no disk.
 */
@Entity({ tableName: 'import_job' })
@Filter(tenantFilter)
export class ImportJob extends WorkerJobEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Enum({ items: () => ImportKind })
  kind!: ImportKind;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'blob', lazy: true })
  file!: Buffer;

  /** Data rows in the file (known once the worker has read it). */
  @Property({ type: 'integer', default: 0 })
  total: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  processed: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  inserted: Opt<number> = 0;

  @Property({ type: 'json', nullable: true })
  rowErrors?: RowError[] | null;
}
