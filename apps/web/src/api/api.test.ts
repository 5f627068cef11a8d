import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fakeServer.ts';
import { ApiError, api } from './api.ts';

describe('api', () => {
  it('sends cookies, and the XSRF token only on calls that change state', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D; path=/';
    const server = fakeServer({ 'GET /me': { body: { ok: true } }, 'PATCH /x': { body: {} } });
    await api('/me');
    await api('/x', { method: 'PATCH', body: { a: 1 } });
    const [get, patch] = server.calls;
    expect(get?.headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(patch?.headers['X-XSRF-TOKEN']).toBe('abc=');
    expect(patch?.headers['Content-Type']).toBe('application/json');
    expect(patch?.body).toEqual({ a: 1 });
    const init = (globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
  });

  it("throws an error carrying the server's message and status", async () => {
    fakeServer({ 'POST /y': { status: 403, body: { message: 'Refusé', code: 'XSRF' } } });
    const error = await api('/y', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Refusé', status: 403, code: 'XSRF' });
  });

  it('answers undefined for an empty body', async () => {
    fakeServer({ 'POST /z': { status: 204 } });
    await expect(api('/z', { method: 'POST' })).resolves.toBeUndefined();
  });
});
