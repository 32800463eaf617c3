import { KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { Services } from '../../services';

const kiosk = { auth: 'public' as const, tag: 'Kiosk partners', perMinute: KIOSK_PER_MINUTE };
const clock = (v: { name: string; organisation: string; badgeNumber: string | null; at: Date; message: string; attendanceId: string }) => ({
  name: v.name, organisation: v.organisation, depotBadgeNum: v.badgeNumber, at: v.at, message: v.message, attendanceId: v.attendanceId,
});

export const partnerKioskRoutes: RestRoute<Services>[] = [
  { ...kiosk, method: 'GET', path: 'api/get-shiftvalidate/:workId', summary: "May the partner clock in now: query depot (id) -> { ok, message }",
    run: (s, actor, { params, query }) => s.partnerKiosk.validateShift(actor, { workId: params.workId, depotId: query.depotId ?? query.depot }) },
  { ...kiosk, method: 'GET', path: 'api/get-partner-kiosk/:workId', summary: 'The spec 4.5 decision for a work id: query depot (id) -> name, organisation, flags, next, message',
    run: (s, actor, { params, query }) => s.partnerKiosk.lookup(actor, { workId: params.workId, depotId: query.depotId ?? query.depot }) },
  { ...kiosk, method: 'POST', path: 'api/clock-in', summary: 'Clock in: workId, depot, depotBadgeNum, temperature',
    run: async (s, actor, { body }) => clock(await s.partnerKiosk.clockIn(actor, body)) },
  { ...kiosk, method: 'POST', path: 'api/clock-out', summary: 'Clock out: workId, depot, depotBadgeNum -> name and organisation',
    run: async (s, actor, { body }) => clock(await s.partnerKiosk.clockOut(actor, body)) },
  { ...kiosk, method: 'POST', path: 'api/submit-partner-signature', multipart: true, summary: 'Multipart: sign (PNG), depotBadgeNum, workId, depot',
    run: async (s, actor, { body, files }) => ({ ok: await s.partnerKiosk.submitSignature(actor, { ...body, png: files?.find((f) => f.field === 'sign')?.data ?? null }) }) },
];
