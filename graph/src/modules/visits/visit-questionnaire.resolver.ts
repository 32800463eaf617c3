import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { VisitsContext } from '.';
import { VisitQuestionnaireType } from './visit-questionnaire.type';
import { VisitQuestionnaireArgs } from './visit.args';

@Resolver()
export class VisitQuestionnaireResolver {
  @Authorized()
  @Query(() => VisitQuestionnaireType, {
    description: "The questionnaire of one visit (staff of that depot's tenant; DepotManager its depot only).",
  })
  async visitQuestionnaire(@Args(() => VisitQuestionnaireArgs) args: VisitQuestionnaireArgs, @Ctx() { services, actor }: VisitsContext) {
    return VisitQuestionnaireType.from(await services.visitQuestionnaire.forVisit(actor, VisitQuestionnaireArgs.parse(args)));
  }
}
