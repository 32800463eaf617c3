import { id, legacyFields, optionalText, z } from '../../core/command';

/**
 * Add badges (spec 3 Badge, 5): one badge (badgeNum, the single-badge toggle) or a numeric range
 * badgeNumFrom..badgeNumTo whose From is the next number (a rule the service checks against the pool).
 */
export const AddBadgesCommand = z.object({
  depotId: id('depotId', 'Location').describe("The depot's id (of the caller's tenant)."),
  badgeNum: optionalText('Badge number', 32).describe('One badge (the single-badge toggle, default).'),
  badgeNumFrom: optionalText('Badge number from', 9).describe('A range: must be the next badge number.'),
  badgeNumTo: optionalText('Badge number to', 9).describe(
    'The last number of the range (inclusive; at most 500 badges at once, more answers BAD_USER_INPUT).',
  ),
});
export type AddBadgesCommand = z.output<typeof AddBadgesCommand>;

/** The legacy payload (spec 7: badgeNumFrom, badgeNumTo or badgeNum, tenantId; the depot as depotId or depot). */
export const legacyAddBadges = legacyFields({ depotId: ['depotId', 'depot'] });
