import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back but nobody else may (a user's TOTP secret, a tenant's OpenID Connect client
 * secret): AES-256-GCM with a key derived (HKDF-SHA256) from the JWT secret, so a database dump alone does not give
 * them away. Written `v1.<iv>.<tag>.<ciphertext>` (base64url). Changing JWT_SECRET makes them unreadable: users then
 * enrol their authenticator again and admins enter the client secret again (docs/configuration.md).
 */
const keys = new Map<string, Buffer>();
function keyOf(jwtSecret: string): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', Buffer.from(jwtSecret, 'utf8'), Buffer.alloc(0), 'depot-register secret-box v1', 32));
    keys.set(jwtSecret, key);
  }
  return key;
}

export function seal(jwtSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The plain text, or null when the box was sealed with another key or altered. */
export function open(jwtSecret: string, sealed: string): string | null {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
