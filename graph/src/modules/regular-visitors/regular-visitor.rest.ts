import { withMessage, type RestRoute } from '../../core/http/rest';
import type { RegularVisitorsScope } from '.';
import { Messages } from '../../contracts/messages';
import { DepotListCommand, parse } from '../../core/command';
import {
  EditRegularVisitorCommand,
  legacyEditRegularVisitor,
  legacyEditRegularVisitorNames,
  legacyRegularHost,
  legacyRegularHostNames,
  legacyRegularVisitor,
  legacyRegularVisitorNames,
  RegisterRegularVisitorCommand,
  RegularHostCommand,
} from './regular-visitor.commands';
import { RV_PAGE_SIZE } from './regular-visitor.service';
import { RegularHostType, RegularVisitorType } from './regular-visitor.type';

const staff = { auth: 'staff' as const, tag: 'Regular visitors' };

export const regularVisitorRoutes: RestRoute<RegularVisitorsScope>[] = [
  {
    ...staff,
    method: 'GET',
    path: 'api/regular-visitor-reference/:tenant',
    summary: "A fresh RV code (the tenant is the caller's own)",
    run: async (s, actor) => ({ reference: await s.regularVisitors.reference(actor) }),
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/register-regular-visitor',
    status: 201,
    summary:
      'Register a regular visitor: FirstName, LastName, Email, Company, depot, RegularVisitorRef, hostIsMe or Host{name,email,department}, signFlag, badgeNumFlag, enterTemperature, emailFlag',
    command: RegisterRegularVisitorCommand,
    run: async (s, actor, { body }) =>
      withMessage(
        RegularVisitorType.from(
          await s.regularVisitors.register(
            actor,
            parse(RegisterRegularVisitorCommand, legacyRegularVisitor(body), legacyRegularVisitorNames(body)),
          ),
        ),
        Messages.regularVisitorBooked,
      ),
  },
  {
    ...staff,
    method: 'GET',
    path: 'api/list-regular-visitor/:depotId/:page',
    summary: `The regular visitors of a depot: page (from 1) of ${RV_PAGE_SIZE}, with total and pages; query search (name, e-mail, company or RV code)`,
    run: async (s, actor, { params, query }) => {
      const cmd = parse(DepotListCommand, { depotId: params.depotId, page: params.page, search: query.search });
      const { items, total } = await s.regularVisitors.list(actor, cmd);
      return {
        items: items.map((r) => RegularVisitorType.from(r)),
        total,
        page: cmd.page,
        pageSize: RV_PAGE_SIZE,
        pages: Math.ceil(total / RV_PAGE_SIZE),
      };
    },
  },
  {
    ...staff,
    method: 'PUT',
    path: 'api/edit-RV/:id',
    summary: 'Edit a regular visitor: name, email, company required; flags',
    command: EditRegularVisitorCommand,
    run: async (s, actor, { params, body }) =>
      withMessage(
        RegularVisitorType.from(
          await s.regularVisitors.edit(
            actor,
            params.id,
            parse(EditRegularVisitorCommand, legacyEditRegularVisitor(body), legacyEditRegularVisitorNames(body)),
          ),
        ),
        Messages.regularVisitorUpdated,
      ),
  },
  {
    ...staff,
    method: 'DELETE',
    path: 'api/remove-RV/:id',
    summary: 'Remove a regular visitor (the pass stops working)',
    run: async (s, actor, { params }) => ({
      ok: await s.regularVisitors.remove(actor, params.id),
      message: Messages.regularVisitorDeleted,
    }),
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/resend-confirmation-email-RV/:id',
    summary: 'E-mail the RV code, passcode and QR code again',
    run: async (s, actor, { params }) => ({
      ok: await s.regularVisitors.resend(actor, params.id),
      message: Messages.confirmationEmailSent,
    }),
  },
  {
    ...staff,
    method: 'PUT',
    path: 'api/edit-Host/:hostid',
    summary: "Edit a regular visitor's host: hostname, hostemail, department",
    command: RegularHostCommand,
    run: async (s, actor, { params, body }) =>
      withMessage(
        RegularHostType.from(
          await s.regularVisitors.editHost(
            actor,
            params.hostid,
            parse(RegularHostCommand, legacyRegularHost(body), legacyRegularHostNames(body)),
          ),
        ),
        Messages.hostUpdated,
      ),
  },
];
