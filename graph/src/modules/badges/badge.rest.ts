import type { RestRoute } from '../../core/http/rest';
import type { BadgesScope } from '.';
import { Messages } from '../../contracts/messages';
import { parse } from '../../core/command';
import { AddBadgesCommand, legacyAddBadges } from './badge.commands';
import { BadgeAssigneeType, BadgeType } from './badge.type';

export const badgeRoutes: RestRoute<BadgesScope>[] = [
  {
    method: 'POST',
    path: 'api/add-badge-number',
    auth: 'staff',
    tag: 'Badges',
    status: 201,
    summary: 'Add one badge (badgeNum) or a range (badgeNumFrom = next number, badgeNumTo) to a depot (depotId)',
    command: AddBadgesCommand,
    run: async (s, actor, { body }) => ({
      message: Messages.badgeAdded,
      badges: (await s.badges.add(actor, parse(AddBadgesCommand, legacyAddBadges.decode(body), legacyAddBadges.names(body)))).map((b) =>
        BadgeType.from(b),
      ),
    }),
  },
  {
    method: 'GET',
    path: 'api/get-badge-number/:depotId',
    auth: 'staff',
    tag: 'Badges',
    summary: 'The next badge number of a depot',
    run: async (s, actor, { params }) => ({ badgeNum: await s.badges.nextNumber(actor, params.depotId) }),
  },
  {
    method: 'GET',
    path: 'api/get-badge-assignee-details/:depotId/:badgeNum',
    auth: 'staff',
    tag: 'Badges',
    summary: 'Who holds a badge now',
    run: async (s, actor, { params }) => BadgeAssigneeType.from(await s.badges.assignee(actor, params.depotId, params.badgeNum)),
  },
  {
    method: 'GET',
    path: 'api/list-badges/:depotId',
    auth: 'staff',
    tag: 'Badges',
    summary: "A depot's badges with inUse",
    run: async (s, actor, { params }) => (await s.badges.list(actor, params.depotId)).map((b) => BadgeType.from(b)),
  },
];
