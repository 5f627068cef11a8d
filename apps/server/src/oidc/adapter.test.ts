import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { oidcPayloads, users } from '../db/schema.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { createFindAccount } from './account.ts';
import { createOidcAdapter, writeOncePerRequest } from './adapter.ts';
import { currentRequestWrites } from './request-writes.ts';

describeEachDatabase('oidc adapter', (ctx) => {
  const adapter = (name: string) => new (createOidcAdapter(ctx.db))(name);

  it('stores, finds, replaces and destroys a payload per model', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('id1', { uid: 'uid1', accountId: 'a' }, 60);
    expect(await sessions.find('id1')).toEqual({ uid: 'uid1', accountId: 'a' });
    expect(await adapter('Interaction').find('id1')).toBeUndefined();

    await sessions.upsert('id1', { uid: 'uid2', accountId: 'b' }, 60);
    expect(await sessions.find('id1')).toEqual({ uid: 'uid2', accountId: 'b' });
    expect(await sessions.findByUid('uid1')).toBeUndefined();
    expect(await sessions.findByUid('uid2')).toEqual({ uid: 'uid2', accountId: 'b' });

    await sessions.destroy('id1');
    expect(await sessions.find('id1')).toBeUndefined();
  });

  it('keeps a payload without expiry and hides an expired one', async () => {
    await adapter('Client').upsert('c', { client_id: 'c' });
    expect(await adapter('Client').find('c')).toEqual({ client_id: 'c' });
    await adapter('AccessToken').upsert('old', { grantId: 'g' }, -1);
    expect(await adapter('AccessToken').find('old')).toBeUndefined();
  });

  it('finds by user code', async () => {
    await adapter('DeviceCode').upsert('d', { userCode: 'ABCD-EFGH' }, 60);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({
      userCode: 'ABCD-EFGH',
    });
    expect(await adapter('DeviceCode').findByUserCode('nope')).toBeUndefined();
  });

  it('marks a payload consumed with the time in epoch seconds', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('code', { grantId: 'g', accountId: 'a' }, 60);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('code');
    const found = await codes.find('code');
    expect(found).toMatchObject({ grantId: 'g', accountId: 'a' });
    expect(found?.consumed).toBeGreaterThanOrEqual(before - 5);
    expect(found?.consumed).toBeLessThanOrEqual(before + 5);
  });

  it('revokes every grantable payload of a grant, and nothing else', async () => {
    await adapter('AccessToken').upsert('at', { grantId: 'g1' }, 60);
    await adapter('RefreshToken').upsert('rt', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('other', { grantId: 'g2' }, 60);
    await adapter('Interaction').upsert('i', { grantId: 'g1' }, 60);
    await adapter('AccessToken').revokeByGrantId('g1');
    expect(await adapter('AccessToken').find('at')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt')).toBeUndefined();
    expect(await adapter('AccessToken').find('other')).toBeDefined();
    expect(await adapter('Interaction').find('i')).toBeDefined();
  });

  it('stores codes and tokens under the hash of their id, without it in the payload', async () => {
    const secret = 'Xq3-token-value-that-a-client-holds';
    await adapter('RefreshToken').upsert(secret, { jti: secret, grantId: 'g', accountId: 'a' }, 60);
    expect(await adapter('RefreshToken').find(secret)).toEqual({ jti: secret, grantId: 'g', accountId: 'a' });
    const rows = await ctx.db.select().from(oidcPayloads);
    expect(rows.map((row) => row.id)).not.toContain(secret);
    expect(JSON.stringify(rows.map((row) => row.payload))).not.toContain(secret);
    await adapter('RefreshToken').consume(secret);
    expect((await adapter('RefreshToken').find(secret))?.consumed).toBeDefined();
    await adapter('RefreshToken').destroy(secret);
    expect(await adapter('RefreshToken').find(secret)).toBeUndefined();
  });

  describe('within a request the provider answers', () => {
    const inRequest = <T>(work: () => Promise<T>) => writeOncePerRequest(ctx.db)({}, work) as Promise<T>;
    const storedTypes = async () => (await ctx.db.select().from(oidcPayloads)).map((row) => row.type).sort();

    it('writes nothing until the request ends, then every row once; its reads see its writes', async () => {
      await adapter('Interaction').upsert('gone', { uid: 'i' }, 60);
      await inRequest(async () => {
        await adapter('Session').upsert('s', { uid: 'su', accountId: 'a' }, 60);
        await adapter('Grant').upsert('g', { accountId: 'a' }, 60);
        await adapter('AuthorizationCode').upsert('code', { grantId: 'g', accountId: 'a' }, 60);
        await adapter('AuthorizationCode').consume('code');
        await adapter('Interaction').destroy('gone');
        expect(await storedTypes()).toEqual(['Interaction']);
        expect(await adapter('Session').findByUid('su')).toEqual({ uid: 'su', accountId: 'a' });
        expect((await adapter('AuthorizationCode').find('code'))?.consumed).toBeDefined();
        expect(await adapter('Interaction').find('gone')).toBeUndefined();
      });
      expect(await storedTypes()).toEqual(['AuthorizationCode', 'Grant', 'Session']);
      expect((await adapter('AuthorizationCode').find('code'))?.consumed).toBeDefined();
      expect(await adapter('Grant').find('g')).toEqual({ accountId: 'a' });
    });

    it('reads a code with its grant and its session, and a session with its grants, in one statement', async () => {
      await adapter('Session').upsert('s', { uid: 'su', accountId: 'a', authorizations: { c: { grantId: 'g' } } }, 60);
      await adapter('Grant').upsert('g', { accountId: 'a', clientId: 'c' }, 60);
      await adapter('AuthorizationCode').upsert('code', { grantId: 'g', sessionUid: 'su' }, 60);
      await inRequest(async () => {
        expect(await adapter('AuthorizationCode').find('code')).toMatchObject({ grantId: 'g', jti: 'code' });
        await ctx.db.delete(oidcPayloads); // what follows comes from the first read
        expect(await adapter('Grant').find('g')).toEqual({ accountId: 'a', clientId: 'c' });
        expect(await adapter('Session').findByUid('su')).toMatchObject({ accountId: 'a' });
      });
      await adapter('Session').upsert('s', { uid: 'su', accountId: 'a', authorizations: { c: { grantId: 'g' } } }, 60);
      await adapter('Grant').upsert('g', { accountId: 'a', clientId: 'c' }, 60);
      await inRequest(async () => {
        expect(await adapter('Session').find('s')).toMatchObject({ uid: 'su' });
        await ctx.db.delete(oidcPayloads);
        expect(await adapter('Grant').find('g')).toEqual({ accountId: 'a', clientId: 'c' });
      });
    });

    it("reads, with the session of an authorization request, its account as the request's client sees it", async () => {
      const { userId } = await createTestAccount(ctx.db, { firstName: 'Julien', emails: ['julien@exemple.fr'] });
      await adapter('Session').upsert('s', { uid: 'su', accountId: userId }, 60);
      const findAccount = createFindAccount(ctx.db);
      const clientCtx = { oidc: { client: { clientId: 'agenda' } } } as Parameters<typeof findAccount>[0];
      const authorize = (query: Record<string, unknown>, work: () => Promise<unknown>) =>
        writeOncePerRequest(ctx.db)({ query }, work);

      await authorize({ client_id: 'agenda' }, async () => {
        expect(currentRequestWrites()?.clientId).toBe('agenda');
        expect(await adapter('Session').find('s')).toMatchObject({ accountId: userId });
        await ctx.db.update(users).set({ firstName: 'Changé' }).where(eq(users.id, userId));
        const account = await findAccount(clientCtx, userId);
        expect(await account?.claims('id_token', 'openid', {}, [])).toMatchObject({
          given_name: 'Julien',
          email: 'julien@exemple.fr',
        });
      });
      await authorize({ client_id: 'agenda' }, async () => {
        await adapter('Session').find('s');
        expect((await (await findAccount(clientCtx, userId))?.claims('id_token', 'openid', {}, []))?.given_name).toBe(
          'Changé',
        );
      });
      for (const client_id of [['agenda'], 'agen\u0000da', 'x'.repeat(300), undefined]) {
        await authorize({ client_id }, async () => {
          expect(currentRequestWrites()?.clientId).toBeUndefined();
          expect(await adapter('Session').find('s')).toMatchObject({ accountId: userId });
        });
      }
    });

    it('sends what is pending before revoking a grant', async () => {
      await inRequest(async () => {
        await adapter('AccessToken').upsert('at', { grantId: 'g1' }, 60);
        await adapter('AccessToken').revokeByGrantId('g1');
      });
      expect(await adapter('AccessToken').find('at')).toBeUndefined();
    });
  });
});
