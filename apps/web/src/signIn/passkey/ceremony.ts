/**
 * The browser's side of a passkey sign-in: `@simplewebauthn/browser` fetched when first needed (the
 * sign-in screen's first load goes without it), the interaction's options asked, the assertion
 * posted by a real form (the answer is a redirect, as the password's).
 */
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/api.ts';

type Library = typeof import('@simplewebauthn/browser');
let library: Promise<Library> | undefined;
let loaded: Library | undefined;

const webAuthn = () =>
  (library ??= import('@simplewebauthn/browser').then((module) => {
    loaded = module;
    return module;
  }));

/** Whether this browser can offer passkeys in the address field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return false;
  return (await webAuthn()).browserSupportsWebAuthnAutofill();
}

export const webAuthnSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * The interaction's challenge signed by one of the user's passkeys: from the autofill (it waits
 * until the user picks one, or is cancelled) or from the browser's own dialog.
 */
export async function passkeyAssertion(
  interactionId: string,
  { autofill = false } = {},
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await webAuthn();
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(
    `/oidc/interaction/${encodeURIComponent(interactionId)}/passkey/options`,
    { method: 'POST' },
  );
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** Ends a ceremony in progress (the autofill's, when the user submits the password form instead). */
export function cancelPasskeyCeremony(): void {
  loaded?.WebAuthnAbortService.cancelCeremony();
}

/** Whether the ceremony ended by the user's or the page's choice (cancelled, timed out, aborted): no error to show then. */
export const endedByChoice = (error: unknown) =>
  error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name);
