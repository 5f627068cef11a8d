/**
 * A passkey's sign-in ceremony (WebAuthn authentication): the options with a challenge bound to the
 * interaction, then the browser's assertion checked against it (used up), the relying party's id
 * and origin, and the passkey's public key and counter.
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../db/client.ts';
import { CEREMONY_SECONDS, type RelyingParty } from './relying-party.ts';
import { passkeysRepository, type PasskeyRecord } from './repository.ts';

export type Assertion =
  | { outcome: 'verified'; passkey: PasskeyRecord; userVerified: boolean; synced: boolean }
  /** No challenge of this interaction (none asked, used already, expired) or a credential no account has. */
  | { outcome: 'unknown' }
  /** The credential is an account's, but the answer does not verify (or was accepted already). */
  | { outcome: 'refused'; passkey: PasskeyRecord };

const transportsOf = (passkey: PasskeyRecord) => passkey.transports as AuthenticatorTransport[];

export function passkeyAssertions(db: Db, rp: RelyingParty) {
  const repository = passkeysRepository(db);

  return {
    /**
     * Options for interaction `uid`: any of the portal's passkeys, the user verified (`userId`
     * absent: the passkey alone signs in), or one of `userId`'s (after the password).
     */
    async options(uid: string, userId?: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const allowed = userId ? await repository.listOf(userId) : [];
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CEREMONY_SECONDS * 1000,
        userVerification: userId ? 'preferred' : 'required',
        allowCredentials: allowed.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      });
      await repository.putChallenge('sign_in', uid, options.challenge, CEREMONY_SECONDS);
      return options;
    },

    /** The browser's answer for interaction `uid`: its challenge is used up whatever the outcome. */
    async verify(uid: string, response: AuthenticationResponseJSON): Promise<Assertion> {
      const challenge = await repository.takeChallenge('sign_in', uid);
      const passkey = await repository.byCredentialId(response.id);
      if (!challenge || !passkey) return { outcome: 'unknown' };
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credentialId,
            publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
            counter: passkey.counter,
            transports: transportsOf(passkey),
          },
          requireUserVerification: false,
        });
        const { newCounter, credentialBackedUp, userVerified, credentialDeviceType } = authenticationInfo;
        if (!verified || !(await repository.markUsed(passkey.id, newCounter, credentialBackedUp))) {
          return { outcome: 'refused', passkey };
        }
        return { outcome: 'verified', passkey, userVerified, synced: credentialDeviceType === 'multiDevice' };
      } catch {
        // A wrong origin, relying party, challenge, signature or counter: @simplewebauthn says why in English.
        return { outcome: 'refused', passkey };
      }
    },
  };
}
export type PasskeyAssertions = ReturnType<typeof passkeyAssertions>;
