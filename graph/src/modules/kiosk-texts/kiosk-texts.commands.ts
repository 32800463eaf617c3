import { optionalId, optionalText, text, z } from '../../core/command';
import { RULE_KEYS } from '../../contracts/kiosk-rules';
import { Messages } from '../../contracts/messages';

const ruleKey = z.string({ error: 'key must be text' }).refine((k) => (RULE_KEYS as readonly string[]).includes(k), {
  error: (iss) => Messages.ruleKeyUnknown(String(iss.input)),
});

/**
 * Save a tenant's kiosk texts (issue 23): its words by answer key (hr_1..hr_7, sr_*, hsr_*, or_*, q1..q6; a blank
 * text returns the key to its default, and a q1..q6 left blank is not asked) and its contractor rules (one a line;
 * none: the default contractor rules). The whole set is sent: what is not sent returns to its default.
 */
export const SaveKioskTextsCommand = z
  .object({
    tenantId: optionalId('tenantId'),
    texts: z
      .array(z.object({ key: ruleKey, text: optionalText('Text', 500) }), { error: 'texts must be a list' })
      .max(RULE_KEYS.length, `texts may hold at most ${RULE_KEYS.length} entries`),
    contractorRules: z
      .array(text('Contractor rule', 500), { error: 'contractorRules must be a list' })
      .max(20, 'At most 20 contractor rules'),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.texts.forEach((t, i) => {
      if (seen.has(t.key)) ctx.addIssue({ code: 'custom', path: ['texts', i, 'key'], message: `${t.key} is given twice` });
      seen.add(t.key);
    });
  });
export type SaveKioskTextsCommand = z.output<typeof SaveKioskTextsCommand>;

export const KioskTextsForTenantCommand = z.object({ tenantId: optionalId('tenantId') });
export type KioskTextsForTenantCommand = z.output<typeof KioskTextsForTenantCommand>;
