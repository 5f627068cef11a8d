/**
 * The portal as a WebAuthn relying party: its id is the public URL's host, the origin it expects
 * in every answer is the public URL's origin (a passkey works on this portal only: phishing-resistant).
 */
import type { Config } from '../config/schema.ts';

/** How long a challenge, and the browser's ceremony, may take. */
export const CEREMONY_SECONDS = 300;

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(config: Config): RelyingParty {
  const url = new URL(config.public_url);
  return { id: url.hostname, name: 'Portail Anapath', origin: url.origin };
}
