import jwt from 'jsonwebtoken';
import type { Config } from '../../config';

const ALGORITHM = 'HS256' as const;
const ISSUER = 'depot-register';

export interface TokenClaims {
  sub: string;
  ver: number;
  iat: number;
  exp: number;
}

export function signToken(config: Config, userId: string, ver: number): { token: string; exp: number } {
  const token = jwt.sign({ ver }, config.jwtSecret, {
    algorithm: ALGORITHM,
    subject: userId,
    issuer: ISSUER,
    expiresIn: config.jwtTtlSeconds,
  });
  const { exp } = jwt.decode(token) as TokenClaims;
  return { token, exp };
}

/** Verifies signature, algorithm (pinned: `none` and others are refused), issuer and expiry. */
export function verifyToken(config: Config, token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, config.jwtSecret, { algorithms: [ALGORITHM], issuer: ISSUER });
    if (typeof claims === 'string' || !claims.sub || !claims.exp || typeof claims.ver !== 'number') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export function bearer(header: string | undefined | null): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1] : null;
}
