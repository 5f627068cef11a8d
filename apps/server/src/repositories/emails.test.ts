import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { emailsRepository } from './emails.ts';
import { createTestAccount } from './testAccounts.ts';

describeEachDatabase('emails repository', (ctx) => {
  const repo = () => emailsRepository({ db: ctx.db });

  it('answers the principal address', async () => {
    const { userId } = await createTestAccount(ctx.db, { emails: ['a@exemple.fr', 'b@exemple.fr'] });
    expect(await repo().principalEmail(userId)).toBe('a@exemple.fr');
    expect(await repo().principalEmail('inconnu')).toBeNull();
  });

  it('gives a client app the bound address, else the principal one', async () => {
    const { userId } = await createTestAccount(ctx.db, { emails: ['a@exemple.fr', 'b@exemple.fr'] });
    expect(await repo().emailForClient(userId, 'agenda')).toBe('a@exemple.fr');
    expect(await repo().bindEmailToClient(userId, 'B@Exemple.fr', 'agenda')).toBe(true);
    expect(await repo().emailForClient(userId, 'agenda')).toBe('b@exemple.fr');
    expect(await repo().emailForClient(userId, 'demo-client')).toBe('a@exemple.fr');
  });

  it('moves a client app from one address to another, and binds twice harmlessly', async () => {
    const { userId } = await createTestAccount(ctx.db, { emails: ['a@exemple.fr', 'b@exemple.fr'] });
    await repo().bindEmailToClient(userId, 'b@exemple.fr', 'agenda');
    await repo().bindEmailToClient(userId, 'a@exemple.fr', 'agenda');
    expect(await repo().bindEmailToClient(userId, 'a@exemple.fr', 'agenda')).toBe(true);
    expect(await repo().emailForClient(userId, 'agenda')).toBe('a@exemple.fr');
  });

  it("refuses an address that is not the user's", async () => {
    const { userId } = await createTestAccount(ctx.db);
    await createTestAccount(ctx.db, { emails: ['autrui@exemple.fr'] });
    expect(await repo().bindEmailToClient(userId, 'autrui@exemple.fr', 'agenda')).toBe(false);
    expect(await repo().bindEmailToClient(userId, 'personne@exemple.fr', 'agenda')).toBe(false);
  });
});
