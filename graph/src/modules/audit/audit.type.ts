import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { AuditChange, AuditEntryView } from './audit.service';

/** A value as JSON text: before/after values are of any type (text, number, list, null). */
const asJson = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

@InputType({ description: 'Filters of the audit trail; every field optional.' })
export class AuditFilterInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: one tenant (others: always their own)' }) tenantId?: string;
  @Field(() => ID, { nullable: true, description: 'The acting user' }) actorId?: string;
  @Field({ nullable: true, description: "The acting user's username (contains, any case)" }) person?: string;
  @Field({ nullable: true, description: 'An action or its prefix (booking, booking.cancel)' }) action?: string;
  @Field({ nullable: true, description: 'The changed table (visit, app_user, depot...)' }) targetType?: string;
  @Field({ nullable: true, description: "The changed row's id" }) targetId?: string;
  @Field({ nullable: true, description: 'First day (yyyy-MM-dd, UTC)' }) from?: string;
  @Field({ nullable: true, description: 'Last day (yyyy-MM-dd, UTC, inclusive)' }) to?: string;
}

@InputType({ description: 'A page of a list: 1-based, at most 200 rows.' })
export class AuditPageInput {
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) pageSize?: number;
}

@ObjectType('AuditChange', { description: 'One changed field: before and after as JSON text; a personal field says only that it changed.' })
export class AuditChangeType {
  @Field() field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
  @Field() masked!: boolean;
  static from(c: AuditChange) {
    return Object.assign(new AuditChangeType(), { field: c.field, before: asJson(c.before), after: asJson(c.after), masked: c.masked });
  }
}

@ObjectType('AuditEntry', { description: 'One audited change of one row by a staff member.' })
export class AuditEntryType {
  @Field(() => ID) id!: string;
  @Field(() => Date) at!: Date;
  @Field(() => ID, { nullable: true }) actorId!: string | null;
  @Field() actorUsername!: string;
  @Field(() => ID, { nullable: true }) tenantId!: string | null;
  @Field({ description: 'e.g. booking.cancel; table.operation when the service named none' }) action!: string;
  @Field({ description: 'INSERT, UPDATE or DELETE' }) operation!: string;
  @Field() targetType!: string;
  @Field(() => String, { nullable: true }) targetId!: string | null;
  @Field(() => [AuditChangeType]) changes!: AuditChangeType[];
  @Field(() => String, { nullable: true, description: 'The address the request came from' }) ip!: string | null;
  static from(v: AuditEntryView) {
    return Object.assign(new AuditEntryType(), { ...v, changes: v.changes.map((c) => AuditChangeType.from(c)) });
  }
}

@ObjectType('AuditPage')
export class AuditPageType {
  @Field(() => [AuditEntryType]) rows!: AuditEntryType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
