import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { AuditFilter, AuditPage } from './audit.commands';
import type { AuditChange, AuditEntryView } from './audit.service';

/** A value as JSON text: before/after values are of any type (text, number, list, null). */
const asJson = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

export const AuditFilterInput = inputTypeFrom('AuditFilterInput', AuditFilter, {
  description: 'Filters of the audit trail; every field optional.',
});
export type AuditFilterInput = InstanceType<typeof AuditFilterInput>;

export const AuditPageInput = inputTypeFrom('AuditPageInput', AuditPage, { description: 'A page of a list: 1-based, at most 200 rows.' });
export type AuditPageInput = InstanceType<typeof AuditPageInput>;

@ObjectType('AuditChange', { description: 'One changed field: before and after as JSON text; a personal field says only that it changed.' })
export class AuditChangeType {
  @Field({ description: 'The column that changed.' }) field!: string;
  @Field(() => String, { description: 'Its value before, as JSON text; null for an insert or a masked field.', nullable: true }) before!:
    string | null;
  @Field(() => String, { description: 'Its value after, as JSON text; null for a delete or a masked field.', nullable: true }) after!:
    string | null;
  @Field({ description: 'A personal field (e.g. a name or e-mail): only the fact that it changed is kept.' }) masked!: boolean;
  static from(c: AuditChange) {
    return Object.assign(new AuditChangeType(), { field: c.field, before: asJson(c.before), after: asJson(c.after), masked: c.masked });
  }
}

@ObjectType('AuditEntry', { description: 'One audited change of one row by a staff member.' })
export class AuditEntryType {
  @Field(() => ID, { description: "The entry's id." }) id!: string;
  @Field(() => Date, { description: 'When the change was committed (UTC instant).' }) at!: Date;
  @Field(() => ID, {
    description:
      "The acting user's id, or the API key's id when an integrator's key acted (its username is then api-key:<name>); null when none was recorded.",
    nullable: true,
  })
  actorId!: string | null;
  @Field({ description: "The acting user's username at the time (an API key: api-key:<its name>)." }) actorUsername!: string;
  @Field(() => ID, { description: "The tenant of the changed row; null for a row of no tenant (a SuperAdmin's own).", nullable: true })
  tenantId!: string | null;
  @Field({ description: 'e.g. booking.cancel; table.operation when the service named none' }) action!: string;
  @Field({
    description:
      'INSERT, UPDATE or DELETE; EVENT for a fact that changes no row (a sign-in, a refused sign-in, a read of the trail, a data-subject search, an export downloaded)',
  })
  operation!: string;
  @Field({ description: 'The changed table (visit, app_user, depot...).' }) targetType!: string;
  @Field(() => String, { description: "The changed row's id.", nullable: true }) targetId!: string | null;
  @Field(() => [AuditChangeType], { description: 'The fields that changed.' }) changes!: AuditChangeType[];
  @Field(() => String, { nullable: true, description: 'The address the request came from' }) ip!: string | null;
  static from(v: AuditEntryView) {
    return Object.assign(new AuditEntryType(), { ...v, changes: v.changes.map((c) => AuditChangeType.from(c)) });
  }
}

@ObjectType('AuditPage', { description: 'One page of the audit trail, newest first.' })
export class AuditPageType {
  @Field(() => [AuditEntryType], { description: 'The entries on this page.' }) rows!: AuditEntryType[];
  @Field(() => Int, {
    description: 'How many entries match in all: counted up to 10,000; past that, an estimate (totalExact false).',
  })
  total!: number;
  @Field({ description: 'Whether total is counted (true) or, when more than 10,000 entries match, an estimate (false).' })
  totalExact!: boolean;
  @Field(() => Int, { description: "This page's number (from 1)." }) page!: number;
  @Field(() => Int, { description: 'Rows per page.' }) pageSize!: number;
}
