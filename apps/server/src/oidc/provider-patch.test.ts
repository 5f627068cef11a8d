import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// scripts/patch-dependencies.mjs, run by `npm ci`: without it each provider request's context kept
// a getter of its own, and the garbage collector moved the provider's recent requests to the old
// generation (bench:sso's "portal garbage collections" row).
describe('the installed oidc-provider', () => {
  it('gives each request its context as a plain property (the portal’s patch is applied)', () => {
    const require = createRequire(import.meta.url);
    const file = join(dirname(require.resolve('oidc-provider/package.json')), 'lib/helpers/initialize_app.js');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('ctx.oidc = new this.OIDCContext(ctx);');
    expect(source).not.toContain("Object.defineProperty(ctx, 'oidc'");
  });
});
