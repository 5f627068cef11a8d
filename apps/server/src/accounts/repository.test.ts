import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { accountsRepository } from './repository.ts';

const throttle = { after: 10, baseSeconds: 60, maxSeconds: 3600 };

describeEachDatabase('accounts repository', (ctx) => {
  const repo = () => accountsRepository(ctx.db);

  it('finds a user by any of their addresses, whatever the case', async () => {
    const { userId } = await createTestAccount(ctx.db, {
      emails: ['Claire.Dubois@Exemple.fr', 'autre@exemple.fr'],
      passwordHash: '$argon2id$x',
      totpSecret: 'chiffré',
      totpValidated: true,
      isAdmin: true,
    });
    expect(await repo().findUserByEmail(' claire.dubois@EXEMPLE.FR ')).toEqual({
      id: userId,
      passwordHash: '$argon2id$x',
      activated: true,
      locked: false,
      failedLoginCount: 0,
      throttledUntil: null,
      totpSecret: 'chiffré',
      totpValidated: true,
      isAdmin: true,
      isSuperAdmin: false,
    });
    expect((await repo().findUserByEmail('AUTRE@exemple.fr'))?.id).toBe(userId);
    expect(await repo().findUserByEmail('inconnu@exemple.fr')).toBeNull();
  });

  it('finds a user by id with their identity, and null for unknown or malformed ids', async () => {
    const { userId } = await createTestAccount(ctx.db, {
      civilTitle: 'M',
      firstName: 'Julien',
      lastName: 'Moreau',
    });
    expect(await repo().findUserById(userId)).toMatchObject({
      id: userId,
      civilTitle: 'M',
      firstName: 'Julien',
      lastName: 'Moreau',
    });
    expect(await repo().findUserById(randomUUID())).toBeNull();
    expect(await repo().findUserById('pas-un-uuid')).toBeNull();
  });

  it('answers the current user with rights derived from the flags', async () => {
    const { userId } = await createTestAccount(ctx.db, { locked: true, isSuperAdmin: true });
    expect(await repo().getCurrentUser(userId)).toMatchObject({
      userId,
      activated: true,
      locked: true,
      hasUserRights: false,
      hasAdminRights: true,
    });
  });

  it('counts failed logins atomically, resets and locks', async () => {
    const { userId } = await createTestAccount(ctx.db);
    const counts = await Promise.all(Array.from({ length: 5 }, () => repo().recordFailedLogin(userId, throttle)));
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    await repo().resetFailedLogins(userId);
    expect((await repo().findUserById(userId))?.failedLoginCount).toBe(0);
    await repo().lockUser(userId);
    expect((await repo().findUserById(userId))?.locked).toBe(true);
    expect(await repo().recordFailedLogin(randomUUID(), throttle)).toBe(0);
  });

  it('throttles from the configured failures on, doubling the delay, and clears it on a reset', async () => {
    const { userId } = await createTestAccount(ctx.db);
    const small = { after: 3, baseSeconds: 60, maxSeconds: 150 };
    const delayAfter = async () => {
      const user = await repo().findUserById(userId);
      return user?.throttledUntil ? Math.round((user.throttledUntil.getTime() - Date.now()) / 1000) : null;
    };
    await repo().recordFailedLogin(userId, small);
    await repo().recordFailedLogin(userId, small);
    expect(await delayAfter()).toBeNull();
    await repo().recordFailedLogin(userId, small);
    expect(await delayAfter()).toBeGreaterThan(55);
    expect(await delayAfter()).toBeLessThanOrEqual(60);
    await repo().recordFailedLogin(userId, small);
    expect(await delayAfter()).toBeGreaterThan(115);
    await repo().recordFailedLogin(userId, small);
    expect(await delayAfter()).toBeLessThanOrEqual(150);
    await repo().resetFailedLogins(userId);
    expect(await repo().findUserById(userId)).toMatchObject({ failedLoginCount: 0, throttledUntil: null });
  });

  it('replaces the password hash', async () => {
    const { userId, email } = await createTestAccount(ctx.db);
    await repo().setPasswordHash(userId, 'nouveau-hash');
    expect((await repo().findUserByEmail(email))?.passwordHash).toBe('nouveau-hash');
  });

  it('answers the principal address, and every address principal first', async () => {
    const { userId } = await createTestAccount(ctx.db, { emails: ['a@exemple.fr', 'b@exemple.fr'] });
    expect(await repo().principalEmail(userId)).toBe('a@exemple.fr');
    expect(await repo().principalEmail('inconnu')).toBeNull();
    expect(await repo().addressesOf(userId)).toEqual(['a@exemple.fr', 'b@exemple.fr']);
  });
});
