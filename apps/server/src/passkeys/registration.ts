/**
 * A passkey added from the profile (WebAuthn registration): options with a challenge bound to the
 * portal session, then the browser's answer checked (attestation `none`: the portal trusts the
 * key, not its maker), named by its owner. Adding or removing one changes who gets in: the
 * account's other sessions end and its owner is told, as for the authenticator app.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyMessages, type PasskeySummary } from '@portal/shared';
import { factorsRepository } from '../accounts/factors-repository.ts';
import { accountsRepository } from '../accounts/repository.ts';
import type { CurrentSessions, RevokeAccess } from '../accounts/revocation.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound as notFoundError } from '../http/errors.ts';
import { passkeyChangedMail } from '../mail/passkey-changed.ts';
import type { Notify } from '../mail/notify.ts';
import { sha256 } from '../security/codes.ts';
import { CEREMONY_SECONDS, type RelyingParty } from './relying-party.ts';
import { passkeysRepository, type PasskeyRecord } from './repository.ts';

interface Deps {
  db: Db;
  rp: RelyingParty;
  notify: Notify;
  revokeAccess: RevokeAccess;
}

const summary = (passkey: PasskeyRecord): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  synced: passkey.deviceType === 'multiDevice',
});

export function createPasskeys({ db, rp, notify, revokeAccess }: Deps) {
  const accounts = accountsRepository(db);
  const repository = passkeysRepository(db);
  /** The challenge's subject: the portal session (its cookie's hash, as the sessions table keeps it). */
  const subjectOf = (current: CurrentSessions) => sha256(current.portalSession ?? '');
  /** Recorded with the change (`tx`). */
  const tellOwner = async (tx: Db, userId: string, added: string | undefined, removed?: string) =>
    notify(await accountsRepository(tx).addressesOf(userId), passkeyChangedMail({ added, removed }), {
      kind: 'passkey-changed',
      tx,
    });
  const notFound = () => notFoundError(passkeyMessages.notFound);

  return {
    async list(userId: string): Promise<PasskeySummary[]> {
      return (await repository.listOf(userId)).map(summary);
    },

    async registrationOptions(
      userId: string,
      current: CurrentSessions,
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const [address, existing] = await Promise.all([accounts.principalEmail(userId), repository.listOf(userId)]);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userID: new TextEncoder().encode(userId),
        userName: address ?? userId,
        timeout: CEREMONY_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId })),
        // Discoverable: the passkey names the account at sign-in, no address typed.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await repository.putChallenge('registration', subjectOf(current), options.challenge, CEREMONY_SECONDS, userId);
      return options;
    },

    async register(
      userId: string,
      { name, response }: { name: string; response: RegistrationResponseJSON },
      current: CurrentSessions,
    ): Promise<PasskeySummary> {
      const challenge = await repository.takeChallenge('registration', subjectOf(current));
      if (!challenge || challenge.userId !== userId) throw badRequest(passkeyMessages.registrationFailed);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch {
        throw badRequest(passkeyMessages.registrationFailed);
      }
      if (!verification.verified) throw badRequest(passkeyMessages.registrationFailed);
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      let id: string | undefined;
      await revokeAccess(userId, current, async (tx) => {
        id = await passkeysRepository(tx).add({
          userId,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: response.response.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name,
        });
        if (!id) throw badRequest(passkeyMessages.alreadyRegistered);
        await recordAudit(tx, { action: 'passkeyAdded', subjectId: userId });
        await tellOwner(tx, userId, name);
      });
      const added = (await repository.listOf(userId)).find((passkey) => passkey.id === id);
      return summary(added!);
    },

    async rename(userId: string, id: string, name: string): Promise<void> {
      if (!(await repository.rename(userId, id, name))) throw notFound();
    },

    async remove(userId: string, id: string, current: CurrentSessions): Promise<void> {
      const passkey = (await repository.listOf(userId)).find((candidate) => candidate.id === id);
      if (!passkey) throw notFound();
      await revokeAccess(userId, current, async (tx) => {
        if (!(await passkeysRepository(tx).remove(userId, id))) throw notFound();
        await factorsRepository(tx).voidCodesWithoutFactor(userId);
        await recordAudit(tx, { action: 'passkeyRemoved', subjectId: userId });
        await tellOwner(tx, userId, undefined, passkey.name);
      });
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
