/** Authenticator-app codes (TOTP, RFC 6238): SHA-1, 6 digits, 30-second steps, as every app reads them. */
import { Secret, TOTP } from 'otpauth';
import { LOGIN_CODE_LENGTH } from '@portal/shared';

export const TOTP_ISSUER = 'Portail Anapath';

const totpOf = (secretBase32: string, label?: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: LOGIN_CODE_LENGTH,
    period: 30,
  });

/** A new random secret (160 bits), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the QR code shows. */
export const totpUrl = (secretBase32: string, label?: string) => totpOf(secretBase32, label).toString();

/**
 * The time step `token` is the code of, one step either side of now; null when it is none. The
 * caller records the step so that a code serves once.
 */
export function totpStep(secretBase32: string, token: string): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token, window: 1 });
  return delta === null ? null : totp.counter() + delta;
}
