/**
 * A passkey registered from the profile (issue 36, point 1): after step-up, named by its owner,
 * listed with its creation and last use, renamed, deleted (step-up again); attestation `none`, the
 * relying party the public URL's host; the challenge single-use and bound to the portal session.
 */
import { expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { PASSKEY_NAME_MAX, httpMessages, passkeyMessages, type PasskeySummary } from '@portal/shared';
import { signIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { SoftwareAuthenticator } from '../support/software-authenticator.ts';
import { signInLongAgo, stepUpAsked } from '../credentials-and-abuse/support.ts';
import { addPasskey, PASSKEYS, registerPasskey, signInWithCode } from './support.ts';

describePortal('passkeys registered from the profile', (portal) => {
  async function signedIn(email = demo('medecin')) {
    const browser = portal.browser();
    await signIn(browser, portal.mail, email);
    return browser;
  }
  const list = async (browser: ReturnType<typeof portal.browser>) =>
    (await browser.get(PASSKEYS, { accept: 'application/json' })).json<PasskeySummary[]>();

  it('registers a named passkey (attestation none, the public URL host), lists it, tells its owner', async () => {
    const browser = await signedIn();
    const options = (await browser.json('POST', `${PASSKEYS}/options`)).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
    });
    const response = new SoftwareAuthenticator().create(options);
    const added = await browser.json('POST', PASSKEYS, { name: '  Téléphone pro  ', response });
    expect(added.statusCode, added.body).toBe(200);
    expect(await list(browser)).toEqual([
      { id: expect.any(String), name: 'Téléphone pro', createdAt: expect.any(String), lastUsedAt: null, synced: true },
    ]);
    await portal.mail.waitFor(demo('medecin'), /Clé d'accès ajoutée/);
    // The next registration excludes it: the same authenticator is not registered twice.
    const next = (await browser.json('POST', `${PASSKEYS}/options`)).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(next.excludeCredentials?.map((c) => c.id)).toEqual([response.id]);
  });

  it('asks for a recent authentication to add or delete one, not to list or rename it', async () => {
    const browser = await signedIn();
    const passkey = await addPasskey(browser, new SoftwareAuthenticator());
    await signInLongAgo(portal);
    for (const [method, path] of [
      ['POST', `${PASSKEYS}/options`],
      ['POST', PASSKEYS],
      ['DELETE', `${PASSKEYS}/${passkey.id}`],
    ] as const) {
      const answer = await browser.json(method, path, method === 'POST' ? {} : undefined);
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
      expect(answer.json()).toMatchObject(stepUpAsked);
    }
    const renamed = await browser.json('PATCH', `${PASSKEYS}/${passkey.id}`, { name: 'Clé USB' });
    expect(renamed.statusCode).toBe(200);
    expect((await list(browser))[0]).toMatchObject({ name: 'Clé USB' });
  });

  it('renames and deletes only its owner’s passkeys; the deletion is told to the owner', async () => {
    const owner = await signedIn();
    const passkey = await addPasskey(owner, new SoftwareAuthenticator());
    const other = await signedIn(demo('secretariat'));
    for (const answer of [
      await other.json('PATCH', `${PASSKEYS}/${passkey.id}`, { name: 'À moi' }),
      await other.json('DELETE', `${PASSKEYS}/${passkey.id}`),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: passkeyMessages.notFound });
    }
    expect(await list(owner)).toHaveLength(1);
    expect((await owner.json('DELETE', `${PASSKEYS}/${passkey.id}`)).statusCode).toBe(200);
    expect(await list(owner)).toEqual([]);
    await portal.mail.waitFor(demo('medecin'), /Clé d'accès supprimée/);
    expect((await owner.json('DELETE', `${PASSKEYS}/${passkey.id}`)).statusCode).toBe(404);
  });

  it('refuses a replayed registration, another session’s challenge, another origin or relying party', async () => {
    const browser = await signedIn();
    const authenticator = new SoftwareAuthenticator();
    const options = (await browser.json('POST', `${PASSKEYS}/options`)).json<PublicKeyCredentialCreationOptionsJSON>();
    const response = authenticator.create(options);
    expect((await browser.json('POST', PASSKEYS, { name: 'Un', response })).statusCode).toBe(200);
    const replay = await browser.json('POST', PASSKEYS, { name: 'Deux', response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: passkeyMessages.registrationFailed });

    // The same account signed in elsewhere: a challenge of this session is not that one's.
    const elsewhere = portal.browser();
    await signInWithCode(portal, elsewhere, demo('medecin'));
    const mine = (await browser.json('POST', `${PASSKEYS}/options`)).json<PublicKeyCredentialCreationOptionsJSON>();
    const answer = await elsewhere.json('POST', PASSKEYS, { name: 'Trois', response: authenticator.create(mine) });
    expect(answer.statusCode).toBe(400);

    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const refused = await registerPasskey(elsewhere, authenticator, 'Quatre', ceremony);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: passkeyMessages.registrationFailed });
    }
    expect(await list(browser)).toHaveLength(1);
  });

  it('answers bad input with a French 4xx: names, answers, ids, a missing XSRF header', async () => {
    const browser = await signedIn();
    const passkey = await addPasskey(browser, new SoftwareAuthenticator());
    const names: [unknown, string][] = [
      ['', passkeyMessages.nameRequired],
      ['   ', passkeyMessages.nameRequired],
      ['x'.repeat(PASSKEY_NAME_MAX + 1), passkeyMessages.nameTooLong],
      ['a\u0007b', passkeyMessages.nameInvalid],
    ];
    for (const [name, message] of names) {
      const answer = await browser.json('PATCH', `${PASSKEYS}/${passkey.id}`, { name });
      expect(answer.statusCode, String(name)).toBe(400);
      expect(answer.json()).toMatchObject({ message });
    }
    for (const response of [null, 'x', { id: 'a', rawId: 'a', type: 'public-key', response: {} }]) {
      const options = await browser.json('POST', `${PASSKEYS}/options`);
      expect(options.statusCode).toBe(200);
      const answer = await browser.json('POST', PASSKEYS, { name: 'Clé', response });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: passkeyMessages.registrationFailed });
    }
    const badId = await browser.json('PATCH', `${PASSKEYS}/pas-un-id`, { name: 'Clé' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: passkeyMessages.notFound });
    const noXsrf = await browser.json('DELETE', `${PASSKEYS}/${passkey.id}`, undefined, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ message: httpMessages.xsrfRefused });
    const signedOut = await portal.browser().get(PASSKEYS, { accept: 'application/json' });
    expect(signedOut.statusCode).toBe(401);
    expect(await list(browser)).toHaveLength(1);
  });
});
