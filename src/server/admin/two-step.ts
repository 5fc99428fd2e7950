/**
 * Two-step sign-in for password accounts: a one-time code from an app (TOTP, RFC 6238: six digits,
 * 30 seconds, SHA-1, as every code app reads them), and ten recovery codes for the day the phone is
 * lost, each good once. The app's key is kept as it is (the server must make the same codes); recovery
 * codes only as hashes.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { sha256 } from '../../../scripts/lib/hash.ts';

const PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label: string, issuer: string): TOTP =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S, algorithm: 'SHA1' });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What a code app is given: the otpauth:// address, and it as a QR code (SVG, drawn with attributes only, no style). */
export function enrolment(secret: string, label: string, issuer: string): { uri: string; qr: string } {
  const uri = totpOf(secret, label, issuer).toString();
  const qr = renderSVG(uri, { border: 2 }).replace('<svg ', '<svg role="img" aria-label="QR code of the key for your code app" ');
  return { uri, qr };
}

/**
 * The 30-second step a six-digit code belongs to at `now` (the step before and after count too: a
 * phone's clock drifts, a person types slowly), or null when it is none of them.
 */
export function codeStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, '', '').validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** A recovery code as it was given, whatever the case and dashes it is typed with. */
const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const recoveryCodeHash = (code: string): string => sha256(normaliseRecoveryCode(code));

/** Ten new recovery codes, as shown once (xxxx-xxxx-xxxx, 48 random bits), and their hashes, as kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(6).toString('hex').match(/.{4}/g)?.join('-') ?? '');
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
