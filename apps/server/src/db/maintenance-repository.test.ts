import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditEvents,
  browserSessions,
  captchaUses,
  emailValidations,
  mailOutbox,
  pscUserInfos,
  signInFlows,
} from './schema.ts';
import { describeEachDatabase } from './testing.ts';
import { createOidcAdapter } from '../oidc/adapter.ts';
import { passwordResetsRepository } from '../password-reset/repository.ts';
import { portalSessionsRepository } from '../portal-session/repository.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { oneTimeCodesRepository } from '../security/one-time-codes-repository.ts';
import { rateLimitsRepository } from '../security/rate-limits-repository.ts';
import { maintenanceRepository } from './maintenance-repository.ts';

describeEachDatabase('deleteExpired', (ctx) => {
  it('removes expired rows of every table and audit events past their retention, and keeps the rest', async () => {
    const repos = {
      oneTimeCodes: oneTimeCodesRepository(ctx.db),
      portalSessions: portalSessionsRepository(ctx.db),
      passwordResets: passwordResetsRepository(ctx.db),
      rateLimits: rateLimitsRepository(ctx.db),
      ...maintenanceRepository(ctx.db),
    };
    const { userId } = await createTestAccount(ctx.db);
    const code = { purpose: 'login', subject: 's', codeHash: 'h', prefix: 'P-' } as const;
    await repos.oneTimeCodes.createCode({ ...code, ttlSeconds: -1 });
    await repos.oneTimeCodes.createCode({ ...code, ttlSeconds: 60 });
    await repos.portalSessions.createPortalSession({ idHash: 'a', userId, idToken: 't', ttlSeconds: -1 });
    await repos.portalSessions.createPortalSession({ idHash: 'b', userId, idToken: 't', ttlSeconds: 60 });
    await repos.passwordResets.createPasswordReset({ tokenHash: 'a', userId, ttlSeconds: -1 });
    const Adapter = createOidcAdapter(ctx.db);
    await new Adapter('Session').upsert('old', { uid: 'u1' }, -1);
    await new Adapter('Session').upsert('live', { uid: 'u2' }, 60);
    await repos.rateLimits.hit('k', 3600);
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await ctx.db.insert(emailValidations).values([
      { id: randomUUID(), email: 'old@exemple.fr', expiresAt: past },
      { id: randomUUID(), email: 'live@exemple.fr', expiresAt: future },
    ]);
    await ctx.db.insert(captchaUses).values([
      { signature: 'old', expiresAt: past },
      { signature: 'live', expiresAt: future },
    ]);
    await ctx.db.insert(pscUserInfos).values([
      { idHash: 'old', browserHash: 'b', claims: {}, expiresAt: past },
      { idHash: 'live', browserHash: 'b', claims: {}, expiresAt: future },
    ]);

    // Each flow belongs to an interaction of the provider (removed with it).
    await new Adapter('Interaction').upsert('old', { uid: 'old' }, 60);
    await new Adapter('Interaction').upsert('live', { uid: 'live' }, 60);
    const flow = { clientId: 'portal', userId, done: ['password'], pending: 'email_code' };
    await ctx.db.insert(signInFlows).values([
      { ...flow, interactionUid: 'old', expiresAt: past },
      { ...flow, interactionUid: 'live', expiresAt: future },
    ]);

    // A browser is kept while its single-sign-on session lives, or for an hour while its sign-in reaches the provider.
    const browser = { userId, browser: 'Firefox', system: 'Linux', address: '' };
    const hoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await ctx.db.insert(browserSessions).values([
      { ...browser, sessionUid: 'u1', firstSeenAt: hoursAgo },
      { ...browser, sessionUid: 'u2', firstSeenAt: hoursAgo },
      { ...browser, interactionUid: 'never resumed', firstSeenAt: hoursAgo },
      { ...browser, interactionUid: 'resuming' },
    ]);

    await ctx.db.insert(auditEvents).values([
      { action: 'signIn', subjectId: userId, at: sql`now() - interval '366 days'` },
      { action: 'signIn', subjectId: userId, at: sql`now() - interval '364 days'` },
    ]);

    // The outbox: a sent mail kept a week, a failed one a month, one still to deliver whatever its age.
    const mail = { kind: 'login-code', recipient: 'c.durand@exemple.fr', subject: 'Code' };
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    await ctx.db.insert(mailOutbox).values([
      { ...mail, subject: 'sent 8 days ago', state: 'sent', createdAt: daysAgo(8), sentAt: daysAgo(8) },
      { ...mail, subject: 'sent 6 days ago', state: 'sent', createdAt: daysAgo(6), sentAt: daysAgo(6) },
      { ...mail, subject: 'failed 31 days ago', state: 'failed', body: 'x', createdAt: daysAgo(31) },
      { ...mail, subject: 'failed 29 days ago', state: 'failed', body: 'x', createdAt: daysAgo(29) },
      { ...mail, subject: 'queued 40 days ago', state: 'queued', body: 'x', createdAt: daysAgo(40) },
    ]);

    expect(await repos.deleteExpired({ auditRetentionDays: 365 })).toEqual({
      oneTimeCodes: 1,
      rateLimits: 0,
      portalSessions: 1,
      passwordResets: 1,
      oidcPayloads: 1,
      emailValidations: 1,
      captchaUses: 1,
      pscUserInfos: 1,
      signInFlows: 1,
      browserSessions: 2,
      mails: 2,
      auditEvents: 1,
    });
    const mailsKept = await ctx.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(mailsKept.map(({ subject }) => subject).sort()).toEqual([
      'failed 29 days ago',
      'queued 40 days ago',
      'sent 6 days ago',
    ]);
    expect(await repos.oneTimeCodes.countCodes('login', 's')).toBe(1);
    expect(await repos.portalSessions.findPortalSession('b')).not.toBeNull();
    expect(await new Adapter('Session').findByUid('u2')).toEqual({ uid: 'u2' });
    expect(await repos.rateLimits.hit('k', 3600)).toBe(2);
    expect(await ctx.db.select({ uid: signInFlows.interactionUid }).from(signInFlows)).toEqual([{ uid: 'live' }]);
    const browsersKept = await ctx.db
      .select({ sessionUid: browserSessions.sessionUid, interactionUid: browserSessions.interactionUid })
      .from(browserSessions);
    expect(browsersKept).toEqual(
      expect.arrayContaining([
        { sessionUid: 'u2', interactionUid: null },
        { sessionUid: null, interactionUid: 'resuming' },
      ]),
    );
    expect(browsersKept).toHaveLength(2);
  });
});
