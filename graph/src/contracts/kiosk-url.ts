/**
 * The kiosk links of a depot: the web routes `/{tenantName}/{depotCode}` (visitors) and
 * `/partner/{tenantName}/{depotCode}` (partners) under PUBLIC_URL. The one place they are built.
 * Plain, dependency-free: the browser bundle may import it too.
 */
export const kioskPath = (tenantName: string, depotCode: string) => `/${encodeURIComponent(tenantName)}/${encodeURIComponent(depotCode)}`;

export const partnerKioskPath = (tenantName: string, depotCode: string) => `/partner${kioskPath(tenantName, depotCode)}`;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export const kioskUrl = (publicUrl: string, tenantName: string, depotCode: string) => base(publicUrl) + kioskPath(tenantName, depotCode);

export const partnerKioskUrl = (publicUrl: string, tenantName: string, depotCode: string) =>
  base(publicUrl) + partnerKioskPath(tenantName, depotCode);

/** The staff pages of a visit (issue 9): its detail `/visit/{visitId}` and its printable questionnaire. */
export const visitPath = (visitId: string) => `/visit/${encodeURIComponent(visitId)}`;
export const questionnairePath = (visitId: string) => `${visitPath(visitId)}/questionnaire`;
export const questionnaireUrl = (publicUrl: string, visitId: string) => base(publicUrl) + questionnairePath(visitId);
