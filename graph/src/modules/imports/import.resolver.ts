import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { ImportsContext } from '.';
import { ImportJobType } from './import-job.type';

@Resolver()
export class ImportResolver {
  @Authorized()
  @Query(() => ImportJobType, {
    description: 'A bulk upload (api/partner-bulk-upload, api/visitor-bulk-upload): progress and the rejected rows.',
  })
  async importJob(
    @Arg('id', () => ID, { description: "The import's id (from the upload's answer). Another tenant's answers NOT_FOUND." }) id: string,
    @Ctx() { services, actor }: ImportsContext,
  ) {
    return ImportJobType.from(await services.imports.find(actor, id));
  }
}
