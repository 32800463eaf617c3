import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { ExportJobType, ExportPartnerReportInput } from './export-job.type';

@Resolver()
export class ExportResolver {
  @Authorized()
  @Mutation(() => ExportJobType, { description: "Queues an xlsx partner report export (a day, or dateFrom..dateTo); message 'Please export the file now.'" })
  async exportPartnerReport(@Arg('input') input: ExportPartnerReportInput, @Ctx() { services, actor }: GqlContext) {
    return ExportJobType.from(await services.exports.partnerReport(actor, { ...input }));
  }

  @Authorized()
  @Query(() => ExportJobType)
  async exportJob(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return ExportJobType.from(await services.exports.find(actor, id));
  }
}
