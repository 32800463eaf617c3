import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ImportJob } from './import-job.entity';

@ObjectType('ImportRowError', { description: 'A rejected row: its row number in the sheet (the header is row 1) and why.' })
export class ImportRowErrorType {
  @Field(() => Int) row!: number;
  @Field() message!: string;
}

/** A bulk upload as the page polls it: QUEUED, RUNNING (processed of total), then DONE or FAILED. */
@ObjectType('ImportJob')
export class ImportJobType {
  @Field(() => ID) id!: string;
  @Field({ description: 'partner or visitor' }) kind!: string;
  @Field({ description: 'QUEUED, RUNNING, DONE or FAILED' }) status!: string;
  @Field(() => ID) depotId!: string;
  @Field() fileName!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int) processed!: number;
  @Field(() => Int) inserted!: number;
  @Field(() => [ImportRowErrorType]) rowErrors!: ImportRowErrorType[];
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

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
