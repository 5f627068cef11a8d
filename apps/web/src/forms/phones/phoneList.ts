import { PHONE_PREFIX, compactPhone, type PhoneEntry } from '@portal/shared';

/** A new validated phone; the first one is principal. */
export function addPhone(phones: PhoneEntry[], phone: string): PhoneEntry[] {
  return [...phones, { phone: phone.trim(), isPrincipal: !phones.some((p) => p.isPrincipal) }];
}

/** Only one principal phone. */
export function makePrincipal(phones: PhoneEntry[], index: number): PhoneEntry[] {
  return phones.map((p, i) => ({ ...p, isPrincipal: i === index }));
}

/** Removes a row; the remaining phone becomes principal when exactly one is left, or the first when the principal went. */
export function removePhone(phones: PhoneEntry[], index: number): PhoneEntry[] {
  const rest = phones.filter((_, i) => i !== index);
  const needsPrincipal = rest.length === 1 || (rest.length > 1 && !rest.some((p) => p.isPrincipal));
  return needsPrincipal ? makePrincipal(rest, 0) : rest;
}

export function replacePhone(phones: PhoneEntry[], index: number, phone: string): PhoneEntry[] {
  return phones.map((p, i) => (i === index ? { ...p, phone: phone.trim() } : p));
}

/** Without its separators (`+33 6 12…` → `+33612…`): the server checks the number, then stores it with +33. */
export const phoneDigits = compactPhone;

/** `+33612345678` (as stored) → `0612345678` (as typed and as the phone rule accepts). */
export function localPhone(stored: string): string {
  if (!stored.startsWith(PHONE_PREFIX)) return stored;
  const rest = stored.slice(PHONE_PREFIX.length);
  return rest.length === 9 ? `0${rest}` : rest;
}
