import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Messages } from '../../contracts/messages';
import type { ExportJob } from './export-job.entity';

@ObjectType('ExportJob')
export class ExportJobType {
  @Field(() => ID) id!: string;
  @Field({ description: 'QUEUED, RUNNING, DONE or FAILED' }) status!: string;
  @Field() fileName!: string;
  @Field(() => ID, { nullable: true, description: 'Null for an audit trail export' }) depotId!: string | null;
  @Field() dateFrom!: string;
  @Field() dateTo!: string;
  @Field(() => Int) rowCount!: number;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'GET this path with the bearer token once DONE' }) downloadPath!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the file was removed (a day after it was made); its download then answers 410' })
  fileRemovedAt!: Date | null;

  static from(j: ExportJob): ExportJobType {
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

@InputType()
export class ExportPartnerReportInput {
  @Field(() => ID) depotId!: string;
  @Field(() => String, { nullable: true, description: 'A daily export: yyyy-MM-dd (default today in the depot zone)' }) date?:
    string | null;
  @Field(() => String, { nullable: true, description: 'A date-range export: yyyy-MM-dd' }) dateFrom?: string | null;
  @Field(() => String, { nullable: true }) dateTo?: string | null;
}
