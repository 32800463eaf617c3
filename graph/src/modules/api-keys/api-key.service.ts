import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { badInput, conflict, unauthenticated, uniqueViolation } from '../../core/errors';
import { actingTenantId, findInScope, requireRole, tenantWhere } from '../../core/tenancy';
import { runStatement, runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { Tenant } from '../tenants/tenant.entity';
import type { ApiKeyIdCommand, CreateApiKeyCommand } from './api-key.commands';
import { ApiKey } from './api-key.entity';

/** Every key starts so: a bearer token that is a key is told from a staff JWT at a glance (and by secret scanners). */
export const API_KEY_PREFIX = 'drk_';
/** Requests a minute per key unless API_KEY_LIMIT_PER_MINUTE says otherwise. */
export const API_KEY_LIMIT_PER_MINUTE = 600;
/** last_used_at is written at most this often per key (a busy key would otherwise write on every request). */
const LAST_USED_EVERY_MS = 60_000;
/** Who may manage keys: a tenant's admins for their tenant, a SuperAdmin for any. */
const KEY_ADMINS = ['SuperAdmin', 'TenantAdmin'] as const;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** `drk_<id without dashes>_<secret>` -> its parts, or null when it is not one. */
function parseKey(token: string): { id: string; secret: string } | null {
  const m = /^drk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const h = m[1];
  return { id: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`, secret: m[2] };
}

/**
 * Integrators' API keys (issue 26). A TenantAdmin (or SuperAdmin) makes a key with a name, scopes, optionally one
 * depot and an expiry; the secret is shown once and kept only as its SHA-256; revoking ends it at once (its open
 * sockets close). A key acts as its tenant's admin (or its depot's manager when kept to one depot), and only on the
 * fields its scopes open (core/graphql/auth-checker.ts); it can never sign in to the web app.
 */
export class ApiKeyService {
  constructor(private readonly d: Deps) {}

  async create(actor: Actor, cmd: CreateApiKeyCommand): Promise<{ key: ApiKey; secret: string }> {
    const staff = requireRole(actor, ...KEY_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    if (cmd.expiresAt && cmd.expiresAt.getTime() <= this.d.clock.now().getTime())
      throw badInput(Messages.apiKeyExpiry, { expiresAt: [Messages.apiKeyExpiry] });
    let depot: Depot | null = null;
    if (cmd.depotId) {
      depot = await findInScope(this.d.em, Depot, cmd.depotId, { tenant: tenantId }, 'Location');
    }
    const secret = randomBytes(32).toString('base64url');
    try {
      return await runUnitOfWork(
        this.d,
        async (uow) => {
          const key = uow.em.create(ApiKey, {
            tenant: uow.em.getReference(Tenant, tenantId),
            depot,
            name: cmd.name,
            scopes: cmd.scopes,
            secretHash: sha256(secret),
            hint: secret.slice(-4),
            expiresAt: cmd.expiresAt ?? null,
            createdBy: staff.username,
          });
          await uow.em.flush();
          return { key, secret: `${API_KEY_PREFIX}${key.id.replace(/-/g, '')}_${secret}` };
        },
        { action: 'apikey.create' },
      );
    } catch (err) {
      if (uniqueViolation(err) === 'api_key_name_uniq') throw conflict(Messages.apiKeyNameTaken, { name: [Messages.apiKeyNameTaken] });
      throw err;
    }
  }

  /** A tenant's keys, newest first (revoked ones too, marked); never their secrets. */
  async list(actor: Actor, tenantId?: string | null): Promise<ApiKey[]> {
    requireRole(actor, ...KEY_ADMINS);
    const tenant = actingTenantId(actor, tenantId);
    return this.d.em.find(ApiKey, { tenant }, { populate: ['depot'], orderBy: { createdAt: 'desc' } });
  }

  /** Ends a key now, on every replica (its sockets close); revoking a revoked key changes nothing. */
  async revoke(actor: Actor, cmd: ApiKeyIdCommand): Promise<ApiKey> {
    requireRole(actor, ...KEY_ADMINS);
    const key = await findInScope(this.d.em, ApiKey, cmd.id, tenantWhere(actor), 'API key', { populate: ['depot'] });
    if (key.revokedAt) return key;
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const [row] = await uow.em.execute<{ revoked_at: Date | string }[]>(
          `update "api_key" set "revoked_at" = coalesce("revoked_at", ?), "updated_at" = ? where "id" = ? returning "revoked_at"`,
          [this.d.clock.now(), this.d.clock.now(), key.id],
        );
        key.revokedAt = new Date(row.revoked_at);
        uow.publish('sessionsRevoked', { userIds: [key.id] });
        return key;
      },
      { action: 'apikey.revoke' },
    );
  }

  /**
   * The actor a key stands for, or null when `token` is not a live key (unknown, wrong secret, expired, its tenant
   * archived); a revoked key's holder is told so (UNAUTHENTICATED, Messages.apiKeyRevoked). Each use counts against the key's own limit (429 past it) and is noted as its last use.
   */
  async authenticate(token: string): Promise<StaffActor | null> {
    const parts = parseKey(token);
    if (!parts) return null;
    const key = await this.d.em.findOne(ApiKey, { id: parts.id }, { filters: false, populate: ['tenant'] });
    if (!key) return null;
    const given = Buffer.from(sha256(parts.secret), 'hex');
    if (!timingSafeEqual(given, Buffer.from(key.secretHash, 'hex'))) return null;
    const now = this.d.clock.now();
    // The caller holds the key's secret: it may hear that the key was revoked (not that a session expired).
    if (key.revokedAt) throw unauthenticated(Messages.apiKeyRevoked);
    if (key.tenant.archivedAt || (key.expiresAt && key.expiresAt <= now)) return null;
    await this.d.limiter.hit(`apikey:${key.id}`, this.d.config.limits.apiKeyPerMinute ?? API_KEY_LIMIT_PER_MINUTE, 60);
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      await runStatement(this.d, (uow) =>
        uow.em.execute(`update "api_key" set "last_used_at" = ? where "id" = ? and ("last_used_at" is null or "last_used_at" <= ?)`, [
          now,
          key.id,
          new Date(now.getTime() - LAST_USED_EVERY_MS),
        ]),
      );
    }
    const depotId = key.depot?.id ?? null;
    return {
      kind: 'staff',
      userId: key.id,
      username: `api-key:${key.name}`,
      role: depotId ? 'DepotManager' : 'TenantAdmin',
      tenantId: key.tenant.id,
      depotId,
      // a socket opened with the key closes when the key expires (app.ts); no expiry: it stays until revoked
      tokenExp: Math.floor((key.expiresAt ?? new Date(now.getTime() + 365 * 86_400_000)).getTime() / 1000),
      apiKey: { id: key.id, scopes: key.scopes },
    };
  }
}
