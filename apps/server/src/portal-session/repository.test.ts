import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { portalSessionsRepository } from './repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';

describeEachDatabase('portal sessions repository', (ctx) => {
  const repo = () => portalSessionsRepository(ctx.db);

  it('creates, finds and deletes a session', async () => {
    const { userId } = await createTestAccount(ctx.db);
    const signedInAt = new Date(Date.now() - 60_000);
    await repo().createPortalSession({
      idHash: 'h',
      userId,
      idToken: 'jwt',
      ttlSeconds: 60,
      authenticatedAt: signedInAt,
    });
    expect(await repo().findPortalSession('h')).toEqual({ userId, idToken: 'jwt', lastAuthenticatedAt: signedInAt });
    // A password confirmation later: the session counts as authenticated from then.
    await repo().markReauthenticated('h');
    const confirmed = await repo().findPortalSession('h');
    expect(confirmed!.lastAuthenticatedAt.getTime()).toBeGreaterThan(signedInAt.getTime());
    await repo().deletePortalSession('h');
    expect(await repo().findPortalSession('h')).toBeNull();
  });

  it('does not find an expired session', async () => {
    const { userId } = await createTestAccount(ctx.db);
    await repo().createPortalSession({ idHash: 'old', userId, idToken: 'jwt', ttlSeconds: -1 });
    expect(await repo().findPortalSession('old')).toBeNull();
  });
});
