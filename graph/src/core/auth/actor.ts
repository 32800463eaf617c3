/** Who is acting: services take it first and decide from it alone (never from an argument's tenant). */
export type Actor =
  | { kind: 'staff'; userId: string; username: string; role: string; tenantId: string | null; depotId: string | null; tokenExp: number }
  | { kind: 'anonymous'; ip?: string };

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };

export const isSuperAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'SuperAdmin';
export const isTenantAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'TenantAdmin';
export const isDepotManager = (a: Actor) => a.kind === 'staff' && a.role === 'DepotManager';
