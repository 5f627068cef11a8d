/** The provider's storage never sends PostgreSQL an id it would refuse: a NUL, or far over any real id. */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../src/db/testing.ts';
import { createOidcAdapter } from '../../src/oidc/adapter.ts';

describeEachDatabase('fuzz: ids the provider looks up', (ctx) => {
  it('answers "not found" (and does nothing) for a NUL or an over-long id', async () => {
    const tokens = new (createOidcAdapter(ctx.db))('AccessToken');
    for (const id of ['\u0000', 'a\u0000b', 'a'.repeat(257), 'a'.repeat(1_000_000)]) {
      expect(await tokens.find(id)).toBeUndefined();
      expect(await tokens.findByUid(id)).toBeUndefined();
      expect(await tokens.findByUserCode(id)).toBeUndefined();
      await expect(tokens.consume(id)).resolves.toBeUndefined();
      await expect(tokens.destroy(id)).resolves.toBeUndefined();
    }
  });
});
