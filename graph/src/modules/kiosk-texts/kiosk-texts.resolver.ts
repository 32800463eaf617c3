import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { KioskTextsContext } from '.';
import { KioskTextsForTenantArgs } from './kiosk-texts.args';
import { KioskLanguagesType, KioskTextsType, SaveKioskLanguagesInput, SaveKioskTextsInput, TenantKioskTextsType } from './kiosk-texts.type';

/** The tenant's own kiosk texts (issue 23). */
@Resolver()
export class KioskTextsResolver {
  @Authorized()
  @Query(() => TenantKioskTextsType, {
    description: "The tenant's rule and question words and contractor rules (SuperAdmin names the tenant).",
  })
  async tenantKioskTexts(
    @Args(() => KioskTextsForTenantArgs) args: KioskTextsForTenantArgs,
    @Ctx() { services, actor }: KioskTextsContext,
  ) {
    return TenantKioskTextsType.from(await services.kioskTexts.forTenant(actor, KioskTextsForTenantArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => TenantKioskTextsType, {
    description: 'Save the whole set of the tenant kiosk texts; what is not sent returns to its default.',
  })
  async saveKioskTexts(
    @Arg('input', () => SaveKioskTextsInput, { description: 'The whole set of texts.' }) input: SaveKioskTextsInput,
    @Ctx() { services, actor }: KioskTextsContext,
  ) {
    return TenantKioskTextsType.from(await services.kioskTexts.save(actor, SaveKioskTextsInput.parse(input)));
  }

  @Authorized()
  @Query(() => KioskLanguagesType, {
    description: "The tenant's kiosk languages: the ones offered and the default (SuperAdmin names the tenant).",
  })
  async tenantKioskLanguages(
    @Args(() => KioskTextsForTenantArgs) args: KioskTextsForTenantArgs,
    @Ctx() { services, actor }: KioskTextsContext,
  ) {
    return KioskLanguagesType.from(await services.kioskTexts.languages(actor, KioskTextsForTenantArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => KioskLanguagesType, {
    description: 'Set which languages the tenant kiosks offer and the default one (it must be offered).',
  })
  async saveKioskLanguages(
    @Arg('input', () => SaveKioskLanguagesInput, { description: 'The languages offered and the default.' }) input: SaveKioskLanguagesInput,
    @Ctx() { services, actor }: KioskTextsContext,
  ) {
    return KioskLanguagesType.from(await services.kioskTexts.saveLanguages(actor, SaveKioskLanguagesInput.parse(input)));
  }

  @Query(() => KioskTextsType, {
    description: 'Public: the rules, questions and contractor rules a depot kiosk asks, in its tenant words.',
  })
  async kioskTexts(
    @Arg('depotId', () => ID, { description: "The kiosk's depot." }) depotId: string,
    @Ctx() { services }: KioskTextsContext,
  ) {
    return KioskTextsType.from(await services.kioskTexts.forKiosk(depotId));
  }
}
