import { optionalId, optionalText, text, z } from '../../core/command';
import { RULE_KEYS } from '../../contracts/kiosk-rules';
import { Messages } from '../../contracts/messages';
import { isLanguage, LANGUAGES } from '../../contracts/languages';

const ruleKey = z.string({ error: 'key must be text' }).refine((k) => (RULE_KEYS as readonly string[]).includes(k), {
  error: (iss) => Messages.ruleKeyUnknown(String(iss.input)),
});

/**
 * Save a tenant's kiosk texts (issue 23): its words by answer key (hr_1..hr_7, sr_*, hsr_*, or_*, q1..q6; a blank
 * text returns the key to its default, and a q1..q6 left blank is not asked) and its contractor rules (one a line;
 * none: the default contractor rules). The whole set is sent: what is not sent returns to its default.
 */
export const RuleText = z.object({
  key: ruleKey.describe('The answer key (hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6); another answers BAD_USER_INPUT.'),
  text: optionalText('Text', 500).describe('Blank or null: the default words (a question: not asked)'),
});

export const SaveKioskTextsCommand = z
  .object({
    tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
    texts: z
      .array(RuleText, { error: 'texts must be a list' })
      .max(RULE_KEYS.length, `texts may hold at most ${RULE_KEYS.length} entries`)
      .describe('The rules and questions given own words; those not sent return to the default.'),
    contractorRules: z
      .array(text('Contractor rule', 500), { error: 'contractorRules must be a list' })
      .max(20, 'At most 20 contractor rules')
      .describe('One rule a line; empty: the default contractor rules'),
    askAgain: z
      .boolean({ error: 'askAgain must be true or false' })
      .optional()
      .describe(
        'Issue 38: regular visitors and partners who accepted an older version are asked to accept the changed words once more at their next sign-in.',
      ),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.texts.forEach((t, i) => {
      if (seen.has(t.key)) ctx.addIssue({ code: 'custom', path: ['texts', i, 'key'], message: `${t.key} is given twice` });
      seen.add(t.key);
    });
  });
export type SaveKioskTextsCommand = z.output<typeof SaveKioskTextsCommand>;

export const KioskTextsForTenantCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant. Others: omit (their own).'),
});
export type KioskTextsForTenantCommand = z.output<typeof KioskTextsForTenantCommand>;

const languageCode = z
  .string({ error: 'a language must be a code such as pl' })
  .trim()
  .refine((c) => isLanguage(c), { error: (iss) => Messages.languageUnknown(String(iss.input), LANGUAGES.join(', ')) });

/**
 * Save a tenant's kiosk languages (issue 27): which languages its kiosks offer (codes of contracts/languages.ts, at
 * least one, none twice) and the one they start in and return to at the idle reset (one of those offered).
 */
export const SaveKioskLanguagesCommand = z
  .object({
    tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
    defaultLanguage: languageCode.describe('The language kiosks start in (one of languages).'),
    languages: z
      .array(languageCode, { error: 'languages must be a list' })
      .min(1, Messages.languagesRequired)
      .max(LANGUAGES.length * 2)
      .describe('Codes offered (en, pl, ro, lt, es, pt, ar); at least one.'),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.languages.forEach((l, i) => {
      if (seen.has(l)) ctx.addIssue({ code: 'custom', path: ['languages', i], message: Messages.languageRepeated(l) });
      seen.add(l);
    });
    if (!c.languages.includes(c.defaultLanguage))
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: Messages.defaultLanguageNotOffered });
  });
export type SaveKioskLanguagesCommand = z.output<typeof SaveKioskLanguagesCommand>;
