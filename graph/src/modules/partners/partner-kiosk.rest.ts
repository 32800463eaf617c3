import { KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { PartnersScope } from '.';
import { parse } from '../../core/command';
import { badInput, DomainError } from '../../core/errors';
import { Messages } from '../../contracts/messages';
import {
  ClockInCommand,
  ClockOutCommand,
  legacyPartnerKiosk,
  legacyPartnerKioskNames,
  PartnerLookupCommand,
  PartnerSignatureCommand,
  ShiftValidationCommand,
} from './partner.commands';

const kiosk = { auth: 'public' as const, tag: 'Kiosk partners', perMinute: KIOSK_PER_MINUTE };
/** A public reference lookup: one budget per client across every lookup route and field (issue 25). */
const lookup = { ...kiosk, kioskLookup: true };
const clock = (v: { name: string; organisation: string; badgeNumber: string | null; at: Date; message: string; attendanceId: string }) => ({
  name: v.name,
  organisation: v.organisation,
  depotBadgeNum: v.badgeNumber,
  at: v.at,
  message: v.message,
  attendanceId: v.attendanceId,
});

/**
 * Legacy clients show 'Invalid Reference Number' for a clock-out of an unknown work id (spec 5): the shim keeps that
 * answer; GraphQL and the web kiosk say that no partner has the work id (issue 23).
 */
const legacyUnknownWorkId = (e: unknown): never => {
  if (e instanceof DomainError && e.message === Messages.partnerUnknown)
    throw badInput(Messages.invalidReference, { workId: [Messages.invalidReference] });
  throw e;
};

/** The legacy answer (spec 7) without issue 38's askAgain, which the GraphQL kiosk reads (a legacy kiosk's next step says it). */
const legacyView = async <T extends { askAgain: boolean }>(v: Promise<T>): Promise<Omit<T, 'askAgain'>> => {
  const { askAgain, ...rest } = await v;
  void askAgain;
  return rest;
};

export const partnerKioskRoutes: RestRoute<PartnersScope>[] = [
  {
    ...lookup,
    method: 'GET',
    path: 'api/get-shiftvalidate/:workId',
    summary: 'May the partner clock in now: query depot (id) -> { ok, message }',
    run: (s, actor, { params, query }) =>
      s.partnerKiosk.validateShift(
        actor,
        parse(ShiftValidationCommand, { workId: params.workId, depotId: query.depotId ?? query.depot }, legacyPartnerKioskNames(query)),
      ),
  },
  {
    ...lookup,
    method: 'GET',
    path: 'api/get-partner-kiosk/:workId',
    summary: 'The spec 4.5 decision for a work id: query depot (id) -> name, organisation, flags, next, message',
    run: (s, actor, { params, query }) =>
      legacyView(
        s.partnerKiosk.lookup(
          actor,
          parse(PartnerLookupCommand, { workId: params.workId, depotId: query.depotId ?? query.depot }, legacyPartnerKioskNames(query)),
        ),
      ),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/clock-in',
    summary: 'Clock in: workId, depot, depotBadgeNum, temperature',
    command: ClockInCommand,
    run: async (s, actor, { body }) =>
      clock(await s.partnerKiosk.clockIn(actor, parse(ClockInCommand, legacyPartnerKiosk(body), legacyPartnerKioskNames(body)))),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/clock-out',
    summary: 'Clock out: workId, depot, depotBadgeNum -> name and organisation',
    command: ClockOutCommand,
    run: async (s, actor, { body }) =>
      clock(
        await s.partnerKiosk
          .clockOut(actor, parse(ClockOutCommand, legacyPartnerKiosk(body), legacyPartnerKioskNames(body)))
          .catch(legacyUnknownWorkId),
      ),
  },
  {
    ...kiosk,
    method: 'POST',
    path: 'api/submit-partner-signature',
    multipart: true,
    summary: 'Multipart: sign (PNG), depotBadgeNum, workId, depot',
    command: PartnerSignatureCommand,
    run: async (s, actor, { body, files }) => ({
      ok: await s.partnerKiosk.submitSignature(
        actor,
        parse(
          PartnerSignatureCommand,
          { ...legacyPartnerKiosk(body), png: files?.find((f) => f.field === 'sign')?.data ?? null },
          legacyPartnerKioskNames(body),
        ),
      ),
    }),
  },
];
