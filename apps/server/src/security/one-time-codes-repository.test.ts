import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { oneTimeCodesRepository, type NewCode } from './one-time-codes-repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';

describeEachDatabase('one-time codes repository', (ctx) => {
  const repo = () => oneTimeCodesRepository(ctx.db);
  const code = (over: Partial<NewCode> = {}): NewCode => ({
    purpose: 'login',
    subject: 'interaction-1',
    codeHash: 'h1',
    prefix: 'AB-',
    ttlSeconds: 600,
    ...over,
  });

  it('creates a code and finds the latest active one for its subject', async () => {
    const { userId } = await createTestAccount(ctx.db);
    const first = await repo().createCode(code({ userId }));
    const second = await repo().createCode(code({ userId, codeHash: 'h2', prefix: 'CD-' }));
    expect(first.messageId).not.toBe(second.messageId);
    expect(await repo().latestActiveCode('login', 'interaction-1')).toMatchObject({
      id: second.messageId,
      userId,
      codeHash: 'h2',
      prefix: 'CD-',
      attempts: 0,
      usedAt: null,
    });
    expect(await repo().latestActiveCode('email', 'interaction-1')).toBeNull();
    expect(await repo().countCodes('login', 'interaction-1')).toBe(2);
    expect(await repo().countCodes('login', 'autre')).toBe(0);
  });

  it('ignores expired and used codes', async () => {
    await repo().createCode(code({ subject: 'expire', ttlSeconds: -1 }));
    expect(await repo().latestActiveCode('login', 'expire')).toBeNull();
    const { messageId } = await repo().createCode(code({ purpose: 'email', subject: 'v1' }));
    expect(await repo().markCodeUsed(messageId)).toBe(true);
    expect(await repo().latestActiveCode('email', 'v1')).toBeNull();
    expect(await repo().countCodes('email', 'v1')).toBe(1);
  });

  it('marks a code used once only, even when racing', async () => {
    const { messageId } = await repo().createCode(code());
    const results = await Promise.all([1, 2, 3, 4].map(() => repo().markCodeUsed(messageId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await repo().markCodeUsed(randomUUID())).toBe(false);
    expect(await repo().markCodeUsed('nope')).toBe(false);
  });

  it('does not mark an expired code used', async () => {
    const { messageId } = await repo().createCode(code({ ttlSeconds: -1 }));
    expect(await repo().markCodeUsed(messageId)).toBe(false);
  });

  it('counts the attempts', async () => {
    const { messageId } = await repo().createCode(code());
    const attempts = await Promise.all([1, 2, 3].map(() => repo().recordCodeAttempt(messageId)));
    expect(attempts.sort()).toEqual([1, 2, 3]);
    expect(await repo().recordCodeAttempt(randomUUID())).toBe(0);
  });
});
