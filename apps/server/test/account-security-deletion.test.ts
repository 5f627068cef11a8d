import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccountDeletionAnswer } from '@portal/shared';
import type { Db } from '../src/db/client.ts';
import { demo, describePortal } from './support/harness.ts';
import { errOf, exchangeCode, openClientApp, signIn, spa, startSignIn, submitPassword } from './support/flows.ts';

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

/** Rows that still hold something of the account, table by table. */
async function traces(db: Db, userId: string, addresses: string[]) {
  const lowered = sql.join(
    addresses.map((address) => sql`${address.toLowerCase()}`),
    sql`, `,
  );
  return {
    users: await count(db, sql`select count(*) as n from users where id = ${userId}`),
    emails: await count(
      db,
      sql`select count(*) as n from emails where user_id = ${userId} or lower(email) in (${lowered})`,
    ),
    phones: await count(db, sql`select count(*) as n from phones where user_id = ${userId}`),
    adminSites: await count(db, sql`select count(*) as n from user_admin_sites where user_id = ${userId}`),
    portalSessions: await count(db, sql`select count(*) as n from portal_sessions where user_id = ${userId}`),
    oneTimeCodes: await count(db, sql`select count(*) as n from one_time_codes where user_id = ${userId}`),
    oidcPayloads: await count(
      db,
      sql`select count(*) as n from oidc_payloads where payload::text like ${`%${userId}%`}`,
    ),
    rateLimits: await count(
      db,
      sql`select count(*) as n from rate_limits where key like ${`%${userId}`} or lower(key) like any (array[${sql.join(
        addresses.map((address) => sql`${`%${address.toLowerCase()}`}`),
        sql`, `,
      )}])`,
    ),
  };
}

describePortal('deleting the account', (portal) => {
  it("records a user's request and tells the user and the administrators of their centres", async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('secretariat'));
    const userId = await portal.userId(demo('secretariat'));
    portal.mail.clear();

    const response = await browser.json('DELETE', '/api/users/me');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDeletionAnswer>()).toEqual({ outcome: 'requested' });
    expect(await count(portal.db, sql`select count(*) as n from deletion_requests where user_id = ${userId}`)).toBe(1);

    const notice = await portal.mail.waitFor(demo('secretariat'), /suppression de compte/);
    expect(notice.text).toMatch(/administrateur la traitera/);
    for (const admin of [demo('admin.lyon'), demo('superadmin')]) {
      const toProcess = await portal.mail.waitFor(admin, /Demande de suppression de compte à traiter/);
      expect(toProcess.text).toContain(`Sophie Bernard (${demo('secretariat')})`);
    }
    // Not the administrators of other centres' users, and the account stays usable meanwhile.
    expect(portal.mail.messages.every((mail) => !mail.to.includes(demo('medecin')))).toBe(true);
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(200);

    // Asking again changes nothing and mails nobody again.
    const sent = portal.mail.messages.length;
    expect((await browser.json('DELETE', '/api/users/me')).json()).toEqual({ outcome: 'requested' });
    expect(await count(portal.db, sql`select count(*) as n from deletion_requests where user_id = ${userId}`)).toBe(1);
    expect(portal.mail.messages).toHaveLength(sent);
  });

  it('deletes an administrator at once and leaves nothing of the account', async () => {
    const email = demo('admin.lyon');
    const userId = await portal.userId(email);
    const browser = portal.browser();
    await signIn(browser, portal.mail, email);
    // A client app signed in too: the provider holds a grant and tokens for the account.
    const app = await openClientApp(browser);
    const code = new URL(app.location).searchParams.get('code')!;
    const tokens = await exchangeCode(browser, code, app.verifier);
    const stolen = browser.clone();
    const before = await traces(portal.db, userId, [email]);
    for (const table of ['users', 'emails', 'adminSites', 'portalSessions', 'oidcPayloads', 'rateLimits'] as const) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    portal.mail.clear();

    const response = await browser.json('DELETE', '/api/users/me');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDeletionAnswer>()).toEqual({ outcome: 'deleted' });
    expect(String(response.headers['set-cookie'])).toMatch(/portal_session=;/);

    expect(await traces(portal.db, userId, [email])).toEqual({
      users: 0,
      emails: 0,
      phones: 0,
      adminSites: 0,
      portalSessions: 0,
      oneTimeCodes: 0,
      oidcPayloads: 0,
      rateLimits: 0,
    });
    const farewell = await portal.mail.waitFor(email, /Votre compte a été supprimé/);
    expect(farewell.text).toMatch(/pas à l'origine/);

    // The old cookies open nothing: no portal session, no single sign-on, no token.
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect((await stolen.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect(spa((await openClientApp(stolen)).location).route).toBe('login');
    const userinfo = await stolen.get('/oidc/me', {
      accept: 'application/json',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
    const stranger = portal.browser();
    const { interactionId } = await startSignIn(stranger);
    expect(errOf(await submitPassword(stranger, interactionId, email))).toBe('loginMismatch');
  });

  it('deletes a super administrator at once too, when another remains', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('superadmin'));
    const promoted = await browser.json(
      'POST',
      `/api/admin/users/${await portal.userId(demo('admin.lyon'))}/super-admin`,
      {
        superAdmin: true,
      },
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    const response = await browser.json('DELETE', '/api/users/me');
    expect(response.json<AccountDeletionAnswer>()).toEqual({ outcome: 'deleted' });
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect(await count(portal.db, sql`select count(*) as n from deletion_requests`)).toBe(0);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = portal.browser();
    await visitor.get('/me');
    expect((await visitor.json('DELETE', '/api/users/me')).statusCode).toBe(401);
  });
});
