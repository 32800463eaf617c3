import { withMessage, type RestRoute } from '../../core/http/rest';
import type { PartnersScope } from '.';
import { Messages } from '../../contracts/messages';
import { DepotListCommand, parse } from '../../core/command';
import { EditPartnerCommand, legacyPartner, legacyPartnerNames, RegisterPartnerCommand } from './partner.commands';
import { PARTNER_PAGE_SIZE } from './partner.service';
import { PartnerType } from './partner.type';

const staff = { auth: 'staff' as const, tag: 'Partners' };

export const partnerRoutes: RestRoute<PartnersScope>[] = [
  {
    ...staff,
    method: 'GET',
    path: 'api/list-partners/:depotId/:page',
    scopes: ['MANAGE_PARTNERS'],
    summary: `The partners registered at a depot: page (from 1) of ${PARTNER_PAGE_SIZE}, with total and pages; query search (work id or name)`,
    run: async (s, actor, { params, query }) => {
      const cmd = parse(DepotListCommand, { depotId: params.depotId, page: params.page, search: query.search });
      const { items, total } = await s.partners.list(actor, cmd);
      return {
        items: items.map((p) => PartnerType.rest(p)),
        total,
        page: cmd.page,
        pageSize: PARTNER_PAGE_SIZE,
        pages: Math.ceil(total / PARTNER_PAGE_SIZE),
      };
    },
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/register-partner',
    scopes: ['MANAGE_PARTNERS'],
    status: 201,
    summary:
      'Register a partner: workId, name, organisation, emailaddress, shiftId, roleId, depotId, signFlag, badgeNumFlag, singleSignFlag, enterTemperature',
    command: RegisterPartnerCommand,
    run: async (s, actor, { body }) =>
      withMessage(
        PartnerType.rest(await s.partners.register(actor, parse(RegisterPartnerCommand, legacyPartner(body), legacyPartnerNames(body)))),
        Messages.partnerSaved,
      ),
  },
  {
    ...staff,
    method: 'GET',
    path: 'api/get-partner/:id',
    scopes: ['MANAGE_PARTNERS'],
    summary: 'One partner',
    run: async (s, actor, { params }) => PartnerType.rest(await s.partners.get(actor, params.id)),
  },
  {
    ...staff,
    method: 'PUT',
    path: 'api/edit-partner/:id',
    scopes: ['MANAGE_PARTNERS'],
    summary: 'Edit a partner: name and organisation required; the work id stays',
    command: EditPartnerCommand,
    run: async (s, actor, { params, body }) =>
      withMessage(
        PartnerType.rest(await s.partners.edit(actor, params.id, parse(EditPartnerCommand, legacyPartner(body), legacyPartnerNames(body)))),
        Messages.partnerUpdated,
      ),
  },
  {
    ...staff,
    method: 'DELETE',
    path: 'api/delete-partner/:id',
    scopes: ['MANAGE_PARTNERS'],
    summary: 'Remove a partner',
    run: async (s, actor, { params }) => ({ ok: await s.partners.remove(actor, params.id), message: Messages.partnerDeleted }),
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/sendqrcode-partners/:id',
    summary:
      "E-mail the partner its work id as a QR code (meetingReference in the body is accepted and ignored: the work id is the partner's)",
    run: async (s, actor, { params }) => ({ ok: await s.partners.sendQrCode(actor, params.id), message: Messages.partnerQrSent }),
  },
];
