import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) through otplib 13: SHA-1, 6 digits, 30-second steps (what every authenticator app reads from the
 * otpauth URI). A code is accepted one step either side of now (a phone's clock drifts); the step it matched is
 * returned so the caller can refuse the same step twice.
 */
export const TOTP_ISSUER = 'Depot Register';
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, username: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** The otpauth URI as a PNG data URL, for the enrolment screen. */
export const totpQrCode = (uri: string): Promise<string> => QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

/** A 6-digit code as typed ("123 456" is fine) or null when it is not one. */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The time step the code belongs to, or null when it is not right at `now` (one step of drift allowed). */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const r = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
    return r.valid && 'timeStep' in r ? r.timeStep : null;
  } catch {
    return null;
  }
}

/** Unambiguous letters and digits (no 0/o, 1/l/i): ten of them make about 50 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes, shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: the sha256 of its letters, whatever the case, spaces or dash it was typed with. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
