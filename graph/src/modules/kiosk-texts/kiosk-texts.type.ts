import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { KioskLanguagesView, KioskTextsView, TenantKioskTextsView } from './kiosk-texts.service';

@ObjectType('EditableRuleText')
export class EditableRuleTextType {
  @Field({ description: 'The answer key (spec 3): hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6' }) key!: string;
  @Field() group!: string;
  @Field({ description: 'A yes/no question (not a rule to accept)' }) question!: boolean;
  @Field() defaultText!: string;
  @Field(() => String, { nullable: true, description: "The tenant's own words; null: the default (a question q1..q6: not asked)" })
  text!: string | null;
}

@ObjectType('TenantKioskTexts')
export class TenantKioskTextsType {
  @Field(() => ID) tenantId!: string;
  @Field(() => [EditableRuleTextType]) rules!: EditableRuleTextType[];
  @Field(() => [String], { description: "The tenant's contractor rules; empty: the default ones" }) contractorRules!: string[];
  @Field(() => [String]) defaultContractorRules!: string[];
  static from(v: TenantKioskTextsView) {
    return Object.assign(new TenantKioskTextsType(), v);
  }
}

@ObjectType('KioskRule')
export class KioskRuleType {
  @Field() key!: string;
  @Field() text!: string;
  @Field() question!: boolean;
}

@ObjectType('KioskTexts')
export class KioskTextsType {
  @Field(() => [KioskRuleType], { description: 'Every rule in the tenant words, and the questions q1..q6 the tenant set' })
  rules!: KioskRuleType[];
  @Field(() => [String], { description: 'What a partner accepts at clock-in' }) contractorRules!: string[];
  static from(v: KioskTextsView) {
    return Object.assign(new KioskTextsType(), v);
  }
}

@InputType()
export class RuleTextInput {
  @Field() key!: string;
  @Field(() => String, { nullable: true, description: 'Blank or null: the default words (a question: not asked)' }) text?: string | null;
}

@InputType()
export class SaveKioskTextsInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
  @Field(() => [RuleTextInput]) texts!: RuleTextInput[];
  @Field(() => [String], { description: 'One rule a line; empty: the default contractor rules' }) contractorRules!: string[];
}

@ObjectType('KioskLanguages')
export class KioskLanguagesType {
  @Field(() => ID) tenantId!: string;
  @Field({ description: 'The language the kiosks start in and return to at their idle reset' }) defaultLanguage!: string;
  @Field(() => [String], { description: 'The languages the kiosks offer (codes: en, pl, ro, lt, es, pt, ar)' }) languages!: string[];
  @Field(() => [String], { description: 'Every language a kiosk can speak' }) supported!: string[];
  static from(v: KioskLanguagesView) {
    return Object.assign(new KioskLanguagesType(), { ...v, supported: [...v.supported] });
  }
}

@InputType()
export class SaveKioskLanguagesInput {
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
  @Field() defaultLanguage!: string;
  @Field(() => [String]) languages!: string[];
}
