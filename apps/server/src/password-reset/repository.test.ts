import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { passwordResetsRepository } from './repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';

describeEachDatabase('password resets repository', (ctx) => {
  const repo = () => passwordResetsRepository(ctx.db);

  it('consumes a token once, even when racing', async () => {
    const { userId } = await createTestAccount(ctx.db);
    await repo().createPasswordReset({ tokenHash: 't', userId, ttlSeconds: 3600 });
    const results = await Promise.all([1, 2, 3].map(() => repo().consumePasswordReset('t')));
    expect(results.filter((r) => r !== null)).toEqual([userId]);
    expect(await repo().consumePasswordReset('t')).toBeNull();
  });

  it('refuses an expired or unknown token', async () => {
    const { userId } = await createTestAccount(ctx.db);
    await repo().createPasswordReset({ tokenHash: 'old', userId, ttlSeconds: -1 });
    expect(await repo().consumePasswordReset('old')).toBeNull();
    expect(await repo().consumePasswordReset('inconnu')).toBeNull();
  });
});
