import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateJwks } from './keys.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-jwks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the signing keys file', () => {
  it('is created once when several instances start together: all get the same keys, none fails', async () => {
    const file = join(dir, 'shared', 'jwks.json');
    const results = await Promise.all(Array.from({ length: 6 }, () => loadOrCreateJwks(file)));
    const kids = results.map((jwks) => jwks.keys.map((key) => key.kid).join());
    expect(new Set(kids).size).toBe(1);
    expect(readdirSync(join(dir, 'shared'))).toEqual(['jwks.json']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await loadOrCreateJwks(file)).keys.map((key) => key.kid).join()).toBe(kids[0]);
  });
});
