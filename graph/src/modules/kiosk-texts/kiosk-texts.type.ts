import { Field, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { RuleText, SaveKioskLanguagesCommand, SaveKioskTextsCommand } from './kiosk-texts.commands';
import type { KioskLanguagesView, KioskTextsView, TenantKioskTextsView } from './kiosk-texts.service';

@ObjectType('EditableRuleText', { description: "One rule or question of the kiosk with its default words and the tenant's own." })
export class EditableRuleTextType {
  @Field({ description: 'The answer key (spec 3): hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6' }) key!: string;
  @Field({ description: 'House rules, Security rules, Health and safety, Other rules or Questionnaire.' }) group!: string;
  @Field({ description: 'A yes/no question (not a rule to accept)' }) question!: boolean;
  @Field({ description: 'The default words.' }) defaultText!: string;
  @Field(() => String, { nullable: true, description: "The tenant's own words; null: the default (a question q1..q6: not asked)" })
  text!: string | null;
}

@ObjectType('TenantKioskTexts', { description: "A tenant's kiosk words: its rules and questions and its contractor rules." })
export class TenantKioskTextsType {
  @Field(() => ID, { description: 'The tenant.' }) tenantId!: string;
  @Field(() => [EditableRuleTextType], { description: "Every rule and question, in the spec's order." }) rules!: EditableRuleTextType[];
  @Field(() => [String], { description: "The tenant's contractor rules; empty: the default ones" }) contractorRules!: string[];
  @Field(() => [String], { description: 'The default contractor rules.' }) defaultContractorRules!: string[];
  static from(v: TenantKioskTextsView) {
    return Object.assign(new TenantKioskTextsType(), v);
  }
}

@ObjectType('KioskRule', { description: 'A rule or question the kiosk shows.' })
export class KioskRuleType {
  @Field({ description: 'The answer key (hr_1, sr_2, hsr_3, or_1, q1...): the field of RuleAnswersInput.' }) key!: string;
  @Field({ description: "The words, in the tenant's wording." }) text!: string;
  @Field({ description: 'A yes/no question (not a rule to accept).' }) question!: boolean;
}

@ObjectType('KioskTexts', { description: "What a depot's kiosk asks, in its tenant's words." })
export class KioskTextsType {
  @Field(() => [KioskRuleType], { description: 'Every rule in the tenant words, and the questions q1..q6 the tenant set' })
  rules!: KioskRuleType[];
  @Field(() => [String], { description: 'What a partner accepts at clock-in' }) contractorRules!: string[];
  static from(v: KioskTextsView) {
    return Object.assign(new KioskTextsType(), v);
  }
}

export const RuleTextInput = inputTypeFrom('RuleTextInput', RuleText, { description: "One rule's or question's words." });
export type RuleTextInput = InstanceType<typeof RuleTextInput>;

export const SaveKioskTextsInput = inputTypeFrom('SaveKioskTextsInput', SaveKioskTextsCommand, {
  description: "A tenant's whole set of kiosk words.",
});
export type SaveKioskTextsInput = InstanceType<typeof SaveKioskTextsInput>;

@ObjectType('KioskLanguages', { description: "The languages a tenant's kiosks offer." })
export class KioskLanguagesType {
  @Field(() => ID, { description: 'The tenant.' }) tenantId!: string;
  @Field({ description: 'The language the kiosks start in and return to at their idle reset' }) defaultLanguage!: string;
  @Field(() => [String], { description: 'The languages the kiosks offer (codes: en, pl, ro, lt, es, pt, ar)' }) languages!: string[];
  @Field(() => [String], { description: 'Every language a kiosk can speak' }) supported!: string[];
  static from(v: KioskLanguagesView) {
    return Object.assign(new KioskLanguagesType(), { ...v, supported: [...v.supported] });
  }
}

export const SaveKioskLanguagesInput = inputTypeFrom('SaveKioskLanguagesInput', SaveKioskLanguagesCommand, {
  description: "The languages a tenant's kiosks offer.",
});
export type SaveKioskLanguagesInput = InstanceType<typeof SaveKioskLanguagesInput>;
