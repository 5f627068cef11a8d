import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools protocol, `WebAuthn` domain) on the page: a platform
 * authenticator keeping discoverable credentials, verifying its user. With presence simulated it
 * answers every request at once, a conditional one (the autofill) included: no pick in a list.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The credentials it keeps (one per passkey registered). */
    async credentials() {
      return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    },
    /** Whether it answers by itself (off: requests wait, as for a user who has not picked yet). */
    async answersAtOnce(enabled: boolean) {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
    },
  };
}
