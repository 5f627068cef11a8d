import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountsRepository } from '../accounts/repository.ts';
import { describeEachDatabase } from '../db/testing.ts';
import { rateLimits, users } from '../db/schema.ts';
import { rateLimitsRepository } from '../security/rate-limits-repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { signInAccountFrom, signInAccountRead } from './account-read.ts';

const limits = (max: number) => [{ key: 'login_per_ip:127.0.0.1', windowSeconds: 60, max }];

describeEachDatabase("the password step's account read, in the statement counting the attempt", (ctx) => {
  const readWithLimits = async (address: string, max = 5) => {
    const answer = await rateLimitsRepository(ctx.db).hitInTurnReading(limits(max), signInAccountRead(address));
    return { allowed: answer.passed === -1, account: signInAccountFrom(answer.row) };
  };

  it('reads the same credentials as the account lookup, by any of its addresses', async () => {
    const { userId } = await createTestAccount(ctx.db, {
      emails: ['Claire.Dubois@Exemple.fr', 'cabinet@exemple.fr'],
      passwordHash: '$argon2id$x',
      totpSecret: 'chiffré',
      totpValidated: true,
      isAdmin: true,
    });
    const throttledUntil = new Date(Date.now() + 3_600_000);
    await ctx.db.update(users).set({ failedLoginCount: 7, throttledUntil }).where(eq(users.id, userId));

    const { allowed, account } = await readWithLimits('claire.dubois@exemple.fr');
    expect(allowed).toBe(true);
    expect(account).toEqual(await accountsRepository(ctx.db).findUserByEmail('claire.dubois@exemple.fr'));
    expect(account!.throttledUntil?.getTime()).toBe(throttledUntil.getTime());
    expect((await readWithLimits('CABINET@exemple.fr')).account!.id).toBe(userId);
  });

  it('reads no account for an address of none, and reads it even when the attempt is refused', async () => {
    const { email, userId } = await createTestAccount(ctx.db);
    expect(await readWithLimits('inconnu@exemple.fr')).toEqual({ allowed: true, account: null });
    const refused = await readWithLimits(email, 1); // the second hit of the window
    expect(refused.allowed).toBe(false);
    expect(refused.account?.id).toBe(userId);
    const [row] = await ctx.db.select().from(rateLimits);
    expect(row!.hits).toBe(2);
  });
});
