import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountsRepository } from '../accounts/repository.ts';
import { describeEachDatabase } from '../db/testing.ts';
import { emailClientApps, emails, rateLimits, users } from '../db/schema.ts';
import { oidcAccountRepository } from '../oidc/account-repository.ts';
import { rateLimitsRepository } from '../security/rate-limits-repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { signInAccountFrom, signInAccountRead } from './account-read.ts';

const limits = (max: number) => [{ key: 'login_per_ip:127.0.0.1', windowSeconds: 60, max }];

describeEachDatabase("the password step's account read, in the statement counting the attempt", (ctx) => {
  const readWithLimits = async (address: string, clientId: string | undefined, max = 5) => {
    const answer = await rateLimitsRepository(ctx.db).hitInTurnReading(
      limits(max),
      signInAccountRead(address, clientId),
    );
    return { allowed: answer.passed === -1, account: signInAccountFrom(answer.row) };
  };

  it('reads the same credentials as the account lookup, and the claims the provider would read', async () => {
    const { userId } = await createTestAccount(ctx.db, {
      emails: ['Claire.Dubois@Exemple.fr', 'cabinet@exemple.fr'],
      passwordHash: '$argon2id$x',
      totpSecret: 'chiffré',
      totpValidated: true,
      isAdmin: true,
    });
    const throttledUntil = new Date(Date.now() + 3_600_000);
    await ctx.db.update(users).set({ failedLoginCount: 7, throttledUntil }).where(eq(users.id, userId));
    const [bound] = await ctx.db.select().from(emails).where(eq(emails.email, 'cabinet@exemple.fr'));
    await ctx.db.insert(emailClientApps).values({ emailId: bound!.id, clientId: 'demo-client' });

    const { allowed, account } = await readWithLimits('claire.dubois@exemple.fr', 'portal');
    expect(allowed).toBe(true);
    const { claims, ...credentials } = account!;
    expect(credentials).toEqual(await accountsRepository(ctx.db).findUserByEmail('claire.dubois@exemple.fr'));
    expect(credentials.throttledUntil?.getTime()).toBe(throttledUntil.getTime());
    expect(claims).toEqual(await oidcAccountRepository(ctx.db).findOidcAccount(userId, 'portal'));
    expect(claims.email).toBe('Claire.Dubois@Exemple.fr');

    // Signing in with any address; the claims' address is the one bound to the client app.
    const forApp = (await readWithLimits('CABINET@exemple.fr', 'demo-client')).account!;
    expect(forApp.id).toBe(userId);
    expect(forApp.claims).toEqual(await oidcAccountRepository(ctx.db).findOidcAccount(userId, 'demo-client'));
    expect(forApp.claims.email).toBe('cabinet@exemple.fr');
  });

  it('reads no account for an address of none, and reads it even when the attempt is refused', async () => {
    const { email } = await createTestAccount(ctx.db);
    expect(await readWithLimits('inconnu@exemple.fr', 'portal')).toEqual({ allowed: true, account: null });
    const refused = await readWithLimits(email, 'portal', 1); // the second hit of the window
    expect(refused.allowed).toBe(false);
    expect(refused.account?.claims.firstName).toBe('Alice');
    const [row] = await ctx.db.select().from(rateLimits);
    expect(row!.hits).toBe(2);
  });
});
