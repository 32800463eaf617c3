import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { DataSubjectCommand, SetRetentionCommand } from './retention.commands';
import type { Counts } from './anonymise';
import type { RetentionRunView, RetentionView, SubjectPerson } from './retention.service';

@ObjectType('RetentionCounts', { description: 'What one retention run or erasure anonymised or removed, by kind.' })
export class RetentionCountsType {
  @Field(() => Int, { description: 'Attendances whose car registration, temperature and rule answers were removed' })
  attendances!: number;
  @Field(() => Int, { description: 'Signatures deleted' }) signatures!: number;
  @Field(() => Int, { description: 'Evacuation roll-call lines whose name and company were removed' }) evacuationEntries!: number;
  @Field(() => Int, { description: 'Visitors whose name, e-mail and company were removed' }) visitors!: number;
  @Field(() => Int, { description: 'Regular-visitor registrations closed and marked' }) regularVisitors!: number;
  @Field(() => Int, { description: 'Partners whose name, e-mail and organisation were removed' }) partners!: number;
  @Field(() => Int, { description: 'Refused kiosk entries whose summary was removed' }) refusedKioskEntries!: number;
  @Field(() => Int, { description: 'Send-once e-mail records whose address was removed' }) mailRecords!: number;
  @Field(() => Int, { description: 'Finished uploads whose file and row errors were removed' }) importFiles!: number;
  @Field(() => Int, { description: 'Export files deleted: a day after they were made (retention), or naming the person (erase)' })
  exportFiles!: number;
  @Field(() => Int, { description: 'Watchlist entries and matches deleted (issue 37)' }) watchlistRows!: number;
  @Field(() => Int, { description: 'Visitor photos removed with their files (issue 37)' }) photos!: number;
  @Field(() => Int, {
    description: 'Walk-ins that waited for approval: their name, e-mail, company and host removed, the decision kept (issue 37)',
  })
  approvals!: number;

  static from(c: Counts): RetentionCountsType {
    return Object.assign(new RetentionCountsType(), c);
  }
}

@ObjectType('RetentionRun', { description: 'One run of the daily retention job, or one data-subject erasure or export.' })
export class RetentionRunType {
  @Field(() => ID, { description: 'The run' }) id!: string;
  @Field({ description: 'retention (the daily job), erase or export (a data subject, by staff)' }) kind!: string;
  @Field(() => Date, { nullable: true, description: 'The daily job: data of visits before this instant was anonymised' })
  cutoff!: Date | null;
  @Field(() => RetentionCountsType, { description: 'What the run removed, by kind' }) counts!: RetentionCountsType;
  @Field({ description: 'When the run started' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the run finished (null: still running, or stopped half way)' })
  finishedAt!: Date | null;

  static from(r: RetentionRunView): RetentionRunType {
    return Object.assign(new RetentionRunType(), { ...r, counts: RetentionCountsType.from(r.counts) });
  }
}

@ObjectType('Retention', { description: "A tenant's retention of visitor and partner personal data, with its latest runs." })
export class RetentionType {
  @Field(() => ID, { description: 'The tenant' }) tenantId!: string;
  @Field(() => Int, { description: 'Days personal data is kept after a visit' }) days!: number;
  @Field(() => Int, { description: 'The shortest allowed (30)' }) minDays!: number;
  @Field(() => Int, { description: 'The longest allowed (2557: 7 years)' }) maxDays!: number;
  @Field(() => Int, { description: 'The default of a tenant that set nothing' }) defaultDays!: number;
  @Field(() => [RetentionRunType], { description: "The tenant's latest 20 runs and erasures, newest first" }) runs!: RetentionRunType[];

  static from(v: RetentionView): RetentionType {
    return Object.assign(new RetentionType(), { ...v, runs: v.runs.map((r) => RetentionRunType.from(r)) });
  }
}

export const SetRetentionInput = inputTypeFrom('SetRetentionInput', SetRetentionCommand, { description: "Set a tenant's retention" });
export type SetRetentionInput = InstanceType<typeof SetRetentionInput>;

export const DataSubjectInput = inputTypeFrom('DataSubjectInput', DataSubjectCommand, {
  description: 'A data subject: a person held under an e-mail address',
});
export type DataSubjectInput = InstanceType<typeof DataSubjectInput>;

@ObjectType('DataSubjectPerson', { description: 'A visitor or partner record held under the address.' })
export class DataSubjectPersonType {
  @Field({ description: 'Visitor or Partner' }) kind!: string;
  @Field(() => ID, { description: 'The visitor (attendee) or partner id' }) id!: string;
  @Field({ description: 'The name held' }) name!: string;
  @Field({ description: 'The company (visitor) or organisation (partner) held' }) company!: string;
  @Field(() => Int, { description: 'Visits booked or made' }) visits!: number;
  @Field(() => Int, { description: 'Sign-ins and clock-ins' }) attendances!: number;
  @Field({ description: 'A regular visitor registration is active' }) regularVisitor!: boolean;

  static from(p: SubjectPerson): DataSubjectPersonType {
    return Object.assign(new DataSubjectPersonType(), p);
  }
}

@ObjectType('DataSubjectExport', { description: 'Everything held about a person, as one JSON file.' })
export class DataSubjectExportType {
  @Field({ description: 'The file name to save it as' }) fileName!: string;
  @Field({ description: 'The JSON document (format depot-register/data-subject@1)' }) json!: string;
}
