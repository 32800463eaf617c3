import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A single sign-on in flight (issue 25): the state's sha256 (the key), the browser binding's sha256 (issue 40), the tenant, the nonce and PKCE verifier it was
 * started with and where the provider sends the browser back. Ten minutes, one use: the callback deletes the row it
 * reads, so a replayed state finds nothing.
 */
@Entity({ tableName: 'oidc_sign_in' })
export class OidcSignIn {
  @PrimaryKey({ type: 'string', length: 64 })
  stateHash!: string;

  /** The sha256 of the browser binding cookie set at the start (issue 40): the completion must bring that cookie. */
  @Property({ type: 'string', length: 64 })
  browserHash!: string;

  @Property({ type: 'uuid' })
  tenantId!: string;

  @Property({ type: 'string', length: 100 })
  nonce!: string;

  @Property({ type: 'string', length: 200 })
  codeVerifier!: string;

  @Property({ type: 'string', length: 1000 })
  redirectUri!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
