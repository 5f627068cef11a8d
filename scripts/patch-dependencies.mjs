/**
 * Run by `npm install` / `npm ci` (the root `postinstall`): small fixes to installed dependencies,
 * each checked against the exact text it replaces, so that an upgrade that changed the code fails
 * the install here instead of shipping unpatched.
 *
 * oidc-provider 9 gives each request's context its `oidc` property as an accessor whose getter is a
 * new closure per request (`lib/helpers/initialize_app.js`). Under Node 24 that kept a fifth of the
 * provider's recent requests alive through each collection of the young generation, which moved
 * them to the old one: 11 to 20 ms per collection instead of 0.5 to 1, and a full collection every
 * few seconds under a flow of single sign-ons (bench/README.md). The fix makes it a plain property,
 * created at the same point of the route's middleware (its constructor only keeps the context).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const patches = [
  {
    pkg: 'oidc-provider',
    file: 'lib/helpers/initialize_app.js',
    before: `    let oidcCtx;
    Object.defineProperty(ctx, 'oidc', {
      get: () => {
        oidcCtx ||= new this.OIDCContext(ctx);
        return oidcCtx;
      },
    });
    return als.run(ctx, () => next());`,
    after: `    // Patched by the portal (scripts/patch-dependencies.mjs): a plain property, not a getter per request.
    ctx.oidc = new this.OIDCContext(ctx);
    return als.run(ctx, () => next());`,
  },
];

const require = createRequire(join(process.cwd(), 'package.json'));
let failed = false;
for (const { pkg, file, before, after } of patches) {
  let path;
  try {
    path = join(dirname(require.resolve(`${pkg}/package.json`)), file);
  } catch {
    continue; // not installed here (an install that omits it)
  }
  const text = readFileSync(path, 'utf8');
  if (text.includes(after)) continue;
  if (!text.includes(before)) {
    console.error(`scripts/patch-dependencies.mjs: ${pkg}/${file} changed; check whether its patch is still needed`);
    failed = true;
    continue;
  }
  writeFileSync(path, text.replace(before, after));
  console.log(`scripts/patch-dependencies.mjs: patched ${pkg}/${file}`);
}
if (failed) process.exit(1);
