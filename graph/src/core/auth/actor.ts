import type { ApiScope } from './api-scopes';

/** Who is acting: services take it first and decide from it alone (never from an argument's tenant). */
export type Actor =
  | {
      kind: 'staff';
      userId: string;
      username: string;
      role: string;
      tenantId: string | null;
      depotId: string | null;
      tokenExp: number;
      /**
       * Set when an integrator's API key acts (issue 26, modules/api-keys): `userId` is then the key's id, `role` is
       * TenantAdmin (or DepotManager of `depotId` for a key kept to one depot), and only fields that name one of
       * `scopes` answer it.
       */
      apiKey?: { id: string; scopes: readonly ApiScope[] };
    }
  | { kind: 'anonymous'; ip?: string };

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/** The staff actor a user is, its session ending at `tokenExp` (seconds; 0: no session, e.g. during a sign-in). */
export const staffActorOf = (
  user: { id: string; username: string; role: string; tenant?: { id: string } | null; depot?: { id: string } | null },
  tokenExp: number,
): StaffActor => ({
  kind: 'staff',
  userId: user.id,
  username: user.username,
  role: user.role,
  tenantId: user.tenant?.id ?? null,
  depotId: user.depot?.id ?? null,
  tokenExp,
});

export const isSuperAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'SuperAdmin';
export const isTenantAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'TenantAdmin';
export const isDepotManager = (a: Actor) => a.kind === 'staff' && a.role === 'DepotManager';
