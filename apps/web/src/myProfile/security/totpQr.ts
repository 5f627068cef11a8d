import QRCode from 'qrcode';
import { TOTP_QR } from '@portal/shared';

/**
 * The QR code of a TOTP `otpauth://` URL (spec section 9: error correction Q, width 500), as an
 * SVG data URL for an `<img>`: it scales down on narrow screens and needs no canvas.
 */
export async function totpQrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: TOTP_QR.errorCorrectionLevel,
    width: TOTP_QR.width,
    margin: 2,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The secret in groups of four characters, easier to read and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
