import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Messages } from '../../contracts/messages';

/**
 * An xlsx export job as the API shows it, shared by every feature that queues one (reports, audit, the exports
 * module's own calls). Core names no feature: the row is described by the fields read (modules/exports' ExportJob).
 */
export interface ExportJobRow {
  id: string;
  status: string;
  fileName: string;
  depot?: { id: string } | null;
  dateFrom: string;
  dateTo: string;
  rowCount: number;
  message?: string | null;
  createdAt: Date;
  fileRemovedAt?: Date | null;
}

/** A REST call's 202 answer when it has queued an export. */
export const accepted = (j: { id: string; status: string; fileName: string }) => ({
  exportId: j.id,
  status: j.status,
  fileName: j.fileName,
  message: Messages.exportReady,
});

@ObjectType('ExportJob', { description: 'An xlsx export written by the worker: QUEUED, RUNNING, then DONE (download it) or FAILED.' })
export class ExportJobType {
  @Field(() => ID, { description: "The export's id (UUID)." }) id!: string;
  @Field({ description: 'QUEUED, RUNNING, DONE or FAILED' }) status!: string;
  @Field({ description: "The xlsx file's name." }) fileName!: string;
  @Field(() => ID, { nullable: true, description: 'Null for an audit trail export' }) depotId!: string | null;
  @Field({ description: "First day covered, yyyy-MM-dd (depot's time zone)." }) dateFrom!: string;
  @Field({ description: 'Last day covered, yyyy-MM-dd.' }) dateTo!: string;
  @Field(() => Int, { description: 'Rows written (0 until DONE).' }) rowCount!: number;
  @Field(() => String, { description: "The text to show (e.g. 'Please export the file now.', or why it FAILED).", nullable: true })
  message!: string | null;
  @Field(() => String, { nullable: true, description: 'GET this path with the bearer token once DONE' }) downloadPath!: string | null;
  @Field({ description: 'When it was queued (UTC instant).' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the file was removed (a day after it was made); its download then answers 410' })
  fileRemovedAt!: Date | null;

  static from(j: ExportJobRow): ExportJobType {
    return Object.assign(new ExportJobType(), {
      id: j.id,
      status: j.status,
      fileName: j.fileName,
      depotId: j.depot?.id ?? null,
      dateFrom: j.dateFrom,
      dateTo: j.dateTo,
      rowCount: j.rowCount,
      message: j.fileRemovedAt ? Messages.exportRemoved : (j.message ?? (j.status === 'FAILED' ? null : Messages.exportReady)),
      downloadPath: j.status === 'DONE' && !j.fileRemovedAt ? `/api/exports/${j.id}/download` : null,
      createdAt: j.createdAt,
      fileRemovedAt: j.fileRemovedAt ?? null,
    });
  }
}
