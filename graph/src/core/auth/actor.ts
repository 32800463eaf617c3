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
  | {
      kind: 'anonymous';
      ip?: string;
      /**
       * The device secret a paired kiosk sends (issue 40: header `X-Kiosk-Secret`), unchecked here: the kiosk-devices
       * and kiosk-entries services check it against the device the call names (kiosk-entries/kiosk-credential.ts).
       */
      kioskSecret?: string;
      /** Why the token it sent was refused, when that is worth telling (a revoked API key); else the session message. */
      refused?: string;
    };

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/** The header a paired kiosk sends its device secret in (issue 40). */
export const KIOSK_SECRET_HEADER = 'x-kiosk-secret';

/** An anonymous caller with the kiosk secret it sent, if any (a header of at most 100 characters; others are ignored). */
export const kioskActor = (secret: unknown): Actor =>
  typeof secret === 'string' && secret.length > 0 && secret.length <= 100 ? { kind: 'anonymous', kioskSecret: secret } : ANONYMOUS;

/** An anonymous caller whose token was refused for a reason worth telling it (`refused`: the 401's message). */
export const refusedActor = (secret: unknown, refused: string): Actor => ({
  ...(kioskActor(secret) as Extract<Actor, { kind: 'anonymous' }>),
  refused,
});

/** The message of the 401 an anonymous actor gets on a staff-only field or route: why its token was refused, if known. */
export const refusalOf = (actor: Actor): string | undefined => (actor.kind === 'anonymous' ? actor.refused : undefined);

/** The kiosk secret an actor carries (staff and API keys carry none). */
export const kioskSecretOf = (actor: Actor): string | undefined => (actor.kind === 'anonymous' ? actor.kioskSecret : undefined);

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

/**
 * Whom a write records as its actor (issue 40): the staff user, or the integrator's API key that acted (a key's id is
 * no user's: a column that references a user must not get it). Exactly one of the two is set.
 */
export const actorRefs = (a: StaffActor): { userId: string | null; apiKeyId: string | null } =>
  a.apiKey ? { userId: null, apiKeyId: a.apiKey.id } : { userId: a.userId, apiKeyId: null };

export const isSuperAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'SuperAdmin';
export const isTenantAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'TenantAdmin';
export const isDepotManager = (a: Actor) => a.kind === 'staff' && a.role === 'DepotManager';
