/** Passkeys (WebAuthn): the rules the browser and the server share. */
import { z } from 'zod';
import { PASSKEY_NAME_MAX, passkeyMessages } from './passkey-messages.ts';

/** A passkey's name: trimmed, 1 to `PASSKEY_NAME_MAX` characters, no control characters. */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong)
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), passkeyMessages.nameInvalid);

/** `GET /api/users/me/passkeys`: the account's passkeys, newest first. */
export interface PasskeySummary {
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced between devices (a password manager, a platform account) or bound to one device. */
  synced: boolean;
}
