import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ImportJob } from './import-job.entity';

@ObjectType('ImportRowError', { description: 'A rejected row: its row number in the sheet (the header is row 1) and why.' })
export class ImportRowErrorType {
  @Field(() => Int, { description: 'The row number in the sheet (the header is row 1).' }) row!: number;
  @Field({ description: 'Why the row was rejected (e.g. a field missing, a work id taken).' }) message!: string;
}

/** A bulk upload as the page polls it: QUEUED, RUNNING (processed of total), then DONE or FAILED. */
@ObjectType('ImportJob', {
  description:
    'A bulk upload (partners or visitors from an xlsx sheet) as the worker runs it: QUEUED, RUNNING (processed of total), then DONE or FAILED. Poll it with importJob.',
})
export class ImportJobType {
  @Field(() => ID, { description: "The import's id (UUID)." }) id!: string;
  @Field({ description: 'partner or visitor' }) kind!: string;
  @Field({ description: 'QUEUED, RUNNING, DONE or FAILED' }) status!: string;
  @Field(() => ID, { description: 'The depot the rows are imported into.' }) depotId!: string;
  @Field({ description: "The uploaded file's name." }) fileName!: string;
  @Field(() => Int, { description: 'Data rows in the sheet (0 until the worker has read it).' }) total!: number;
  @Field(() => Int, { description: 'Rows handled so far.' }) processed!: number;
  @Field(() => Int, { description: 'Rows added (processed minus rejected).' }) inserted!: number;
  @Field(() => [ImportRowErrorType], { description: 'The rejected rows; the other rows are imported.' }) rowErrors!: ImportRowErrorType[];
  @Field(() => String, { description: 'Why the whole file failed (FAILED), or a summary; null while running.', nullable: true }) message!:
    string | null;
  @Field({ description: 'When the upload was received (UTC instant).' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it ended (DONE or FAILED); null before.', nullable: true }) finishedAt!: Date | null;

  static from(j: ImportJob): ImportJobType {
    return Object.assign(new ImportJobType(), {
      id: j.id,
      kind: j.kind,
      status: j.status,
      depotId: j.depot.id,
      fileName: j.fileName,
      total: j.total,
      processed: j.processed,
      inserted: j.inserted,
      rowErrors: (j.rowErrors ?? []).map((e) => Object.assign(new ImportRowErrorType(), e)),
      message: j.message ?? null,
      createdAt: j.createdAt,
      finishedAt: j.finishedAt ?? null,
    });
  }

  /** The REST answer of api/import-status/{id}: the same fields. */
  static rest(j: ImportJob) {
    const t = ImportJobType.from(j);
    return { ...t, importId: t.id, rowErrors: t.rowErrors.map((e) => ({ row: e.row, message: e.message })) };
  }
}
