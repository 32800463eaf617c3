import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RetentionContext } from '.';
import { RetentionForTenantArgs } from './retention.args';
import {
  DataSubjectExportType,
  DataSubjectInput,
  DataSubjectPersonType,
  RetentionRunType,
  RetentionType,
  SetRetentionInput,
} from './retention.type';

/** Retention and the data subject (issue 25): TenantAdmin for its tenant, SuperAdmin for a named one. */
@Resolver()
export class RetentionResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => RetentionType, { description: "The tenant's retention setting and its latest runs (SuperAdmin names the tenant)." })
  async retention(@Args(() => RetentionForTenantArgs) args: RetentionForTenantArgs, @Ctx() { services, actor }: RetentionContext) {
    return RetentionType.from(await services.retention.get(actor, RetentionForTenantArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => RetentionType, { description: 'Set how many days visitor and partner personal data is kept after a visit (30 to 2557).' })
  async setRetention(
    @Arg('input', () => SetRetentionInput, { description: 'The tenant and days' }) input: SetRetentionInput,
    @Ctx() { services, actor }: RetentionContext,
  ) {
    return RetentionType.from(await services.retention.set(actor, SetRetentionInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => [DataSubjectPersonType], { description: 'The visitors and partners held under an e-mail address in the tenant.' })
  async dataSubject(
    @Arg('input', () => DataSubjectInput, { description: 'The address' }) input: DataSubjectInput,
    @Ctx() { services, actor }: RetentionContext,
  ) {
    return (await services.retention.find(actor, DataSubjectInput.parse(input))).map((p) => DataSubjectPersonType.from(p));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DataSubjectExportType, { description: 'Everything held about the person as one JSON file (audited as subject.export).' })
  async exportDataSubject(
    @Arg('input', () => DataSubjectInput, { description: 'The address' }) input: DataSubjectInput,
    @Ctx() { services, actor }: RetentionContext,
  ) {
    return Object.assign(new DataSubjectExportType(), await services.retention.export(actor, DataSubjectInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => RetentionRunType, {
    description: 'Erase the person now: the retention anonymisation for their rows (audited as subject.erase).',
  })
  async eraseDataSubject(
    @Arg('input', () => DataSubjectInput, { description: 'The address' }) input: DataSubjectInput,
    @Ctx() { services, actor }: RetentionContext,
  ) {
    return RetentionRunType.from(await services.retention.erase(actor, DataSubjectInput.parse(input)));
  }
}
