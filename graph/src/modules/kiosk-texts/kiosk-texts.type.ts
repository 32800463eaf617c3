import { Field, ID, InputType, ObjectType } from 'type-graphql';
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

@InputType({ description: "One rule's or question's words." })
export class RuleTextInput {
  @Field({ description: 'The answer key (hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6); another answers BAD_USER_INPUT.' })
  key!: string;
  @Field(() => String, { nullable: true, description: 'Blank or null: the default words (a question: not asked)' }) text?: string | null;
}

@InputType({ description: "A tenant's whole set of kiosk words." })
export class SaveKioskTextsInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
  @Field(() => [RuleTextInput], { description: 'The rules and questions given own words; those not sent return to the default.' })
  texts!: RuleTextInput[];
  @Field(() => [String], { description: 'One rule a line; empty: the default contractor rules' }) contractorRules!: string[];
}

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

@InputType({ description: "The languages a tenant's kiosks offer." })
export class SaveKioskLanguagesInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
  @Field({ description: 'The language kiosks start in (one of languages).' }) defaultLanguage!: string;
  @Field(() => [String], { description: 'Codes offered (en, pl, ro, lt, es, pt, ar); at least one.' }) languages!: string[];
}
