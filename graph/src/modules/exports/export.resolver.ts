import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ExportsContext } from '.';
import { parse } from '../../core/command';
import { PartnerDayCommand, PartnerRangeCommand } from '../reports/report.commands';
import { ExportJobType } from '../../core/jobs/export-job';
import { ExportPartnerReportInput } from './export.inputs';
import { EvacuationIdCommand } from '../presence/evacuation.commands';

@Resolver()
export class ExportResolver {
  @Authorized()
  @Mutation(() => ExportJobType, {
    description: "Queues an xlsx partner report export (a day, or dateFrom..dateTo); message 'Please export the file now.'",
  })
  async exportPartnerReport(
    @Arg('input', () => ExportPartnerReportInput, { description: 'The depot and the day or range.' }) input: ExportPartnerReportInput,
    @Ctx() { services, actor }: ExportsContext,
  ) {
    // a range when either end is given (both are then required), else a day
    if (input.dateFrom || input.dateTo)
      return ExportJobType.from(await services.exports.dateRange(actor, parse(PartnerRangeCommand, { ...input })));
    const day = parse(PartnerDayCommand, { ...input });
    return ExportJobType.from(await services.exports.daily(actor, day.depotId, day.date));
  }

  @Authorized()
  @Mutation(() => ExportJobType, { description: "Queues an evacuation record's xlsx export (issue 23); the worker writes it." })
  async exportEvacuation(
    @Arg('id', () => ID, { description: "The evacuation's id." }) id: string,
    @Ctx() { services, actor }: ExportsContext,
  ) {
    return ExportJobType.from(await services.exports.evacuation(actor, parse(EvacuationIdCommand, { evacuationId: id })));
  }

  @Authorized()
  @Query(() => ExportJobType, {
    description:
      "Any staff user: an export's progress. Once DONE, GET downloadPath with the bearer token to download the xlsx. Another tenant's id answers NOT_FOUND.",
  })
  async exportJob(
    @Arg('id', () => ID, { description: "The export's id (from the mutation that queued it)." }) id: string,
    @Ctx() { services, actor }: ExportsContext,
  ) {
    return ExportJobType.from(await services.exports.find(actor, id));
  }
}
