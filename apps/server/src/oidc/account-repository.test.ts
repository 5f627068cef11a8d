import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { profileChangeRepository } from '../profile/change-repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { oidcAccountRepository } from './account-repository.ts';

describeEachDatabase('OpenID account repository', (ctx) => {
  const emailFor = async (userId: string, clientId: string) =>
    (await oidcAccountRepository(ctx.db).findOidcAccount(userId, clientId))?.email;
  const bind = (userId: string, email: string, clientId: string) =>
    profileChangeRepository(ctx.db).bindEmailToClient(userId, email, clientId);

  it('answers the account state and names, and nothing for an unknown id', async () => {
    const { userId } = await createTestAccount(ctx.db, { firstName: 'Julien', lastName: 'Moreau', locked: true });
    expect(await oidcAccountRepository(ctx.db).findOidcAccount(userId, 'agenda')).toMatchObject({
      firstName: 'Julien',
      lastName: 'Moreau',
      activated: true,
      locked: true,
    });
    expect(await oidcAccountRepository(ctx.db).findOidcAccount('inconnu', 'agenda')).toBeNull();
  });

  it('gives a client app the bound address, else the principal one', async () => {
    const { userId } = await createTestAccount(ctx.db, { emails: ['a@exemple.fr', 'b@exemple.fr'] });
    expect(await emailFor(userId, 'agenda')).toBe('a@exemple.fr');
    expect(await bind(userId, 'B@Exemple.fr', 'agenda')).toBe(true);
    expect(await emailFor(userId, 'agenda')).toBe('b@exemple.fr');
    expect(await emailFor(userId, 'demo-client')).toBe('a@exemple.fr');
  });

  it('moves a client app from one address to another, and binds twice harmlessly', async () => {
    const { userId } = await createTestAccount(ctx.db, { emails: ['a@exemple.fr', 'b@exemple.fr'] });
    await bind(userId, 'b@exemple.fr', 'agenda');
    await bind(userId, 'a@exemple.fr', 'agenda');
    expect(await bind(userId, 'a@exemple.fr', 'agenda')).toBe(true);
    expect(await emailFor(userId, 'agenda')).toBe('a@exemple.fr');
  });

  it("refuses an address that is not the user's", async () => {
    const { userId } = await createTestAccount(ctx.db);
    await createTestAccount(ctx.db, { emails: ['autrui@exemple.fr'] });
    expect(await bind(userId, 'autrui@exemple.fr', 'agenda')).toBe(false);
    expect(await bind(userId, 'personne@exemple.fr', 'agenda')).toBe(false);
  });
});
