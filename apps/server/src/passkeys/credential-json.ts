/**
 * The browser's answers as `@simplewebauthn/browser` sends them (base64url fields), checked for
 * shape and size before any verification: anything else is undefined (a French 400 for the caller).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const common = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const registration = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(7)
      .optional(),
  }),
});

const authentication = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    // Up to ML-DSA-87's 4,627 bytes (post-quantum keys, which Chromium's virtual authenticator picks first).
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
});

export const registrationResponse = (value: unknown): RegistrationResponseJSON | undefined => {
  const parsed = registration.safeParse(value);
  return parsed.success ? (parsed.data as RegistrationResponseJSON) : undefined;
};

/** From the sign-in form's field: the answer as JSON text. */
export function authenticationResponse(text: string): AuthenticationResponseJSON | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = authentication.safeParse(value);
  return parsed.success ? (parsed.data as AuthenticationResponseJSON) : undefined;
}
