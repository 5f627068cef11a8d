/**
 * Hostile input on every call (`npm run test:fuzz`): NUL bytes, over-long strings, wrong types,
 * deep and malformed bodies, wrong content types, hostile cookies and Authorization headers. No
 * answer may be a 5xx, and every message the user may read must be French.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import type { PendingUpdateToReview } from '@portal/shared';
import type { Browser } from '../support/browser.ts';
import { startSignIn, submitPassword } from '../support/flows.ts';
import { demo } from '../support/harness.ts';
import { describePortalWithPsc } from '../psc/support.ts';
import { signedIn } from '../profile-support.ts';
import {
  adminCalls,
  codeStepCalls,
  providerCalls,
  publicCalls,
  signedInCalls,
  signingInCalls,
  type Call,
  type CallContext,
} from './calls.ts';
import { Fuzzer } from './fuzzer.ts';

const TIMEOUT = 600_000;
const fuzzer = new Fuzzer();
const started = Date.now();
const tabled = new Set<string>();

afterAll(() => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`fuzz: ${fuzzer.sent} requests sent in ${seconds} s, ${fuzzer.found} refused answers`);
});

/** Fuzzes the calls and expects no 5xx and no English answer among them. */
async function fuzzAll(browser: Browser, calls: Call[], { authorization = false } = {}) {
  for (const call of calls) {
    tabled.add(`${call.method} ${call.path}`);
    await fuzzer.fuzz(browser, call);
    if (authorization) await fuzzer.fuzzAuthorization(browser, call);
  }
  expect(fuzzer.problems.splice(0)).toEqual([]);
}

const FUZZED_METHODS = new Set(['GET', 'POST', 'PATCH', 'DELETE']);

/**
 * The routes Fastify has, from `printRoutes`: a tree where each line adds its segment to its
 * parent's path (`/me` then `trics` is `/metrics`), with the methods in brackets.
 */
function registeredRoutes(tree: string): { method: Call['method']; path: string }[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) return [];
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    return (match[3] ?? '')
      .split(', ')
      .filter((method) => FUZZED_METHODS.has(method))
      .map((method) => ({ method: method as Call['method'], path: path.startsWith('/') ? path : `/${path}` }));
  });
}

// Pro Santé Connect configured (the stand-in): its calls are fuzzed as they run, not as 404s.
describePortalWithPsc('fuzz: hostile input on every call', (portal) => {
  /** A browser that already holds its XSRF cookie. */
  async function visitor(): Promise<Browser> {
    const browser = portal.browser();
    await browser.get('/api/config/');
    return browser;
  }

  const context = (values: Partial<CallContext>): CallContext => ({
    interactionId: 'x',
    userId: randomUUID(),
    pendingUpdateId: randomUUID(),
    ...values,
  });

  it(
    'public calls (section 7), the portal session addresses, unknown addresses',
    async () => {
      await fuzzAll(await visitor(), publicCalls());
    },
    TIMEOUT,
  );

  it(
    'sign-in: the interaction, the password form, then the code step',
    async () => {
      const browser = await visitor();
      const { interactionId } = await startSignIn(browser);
      await fuzzAll(browser, signingInCalls(context({ interactionId })));

      const second = await visitor();
      const codeStep = await startSignIn(second);
      await submitPassword(second, codeStep.interactionId, demo('secretariat'));
      await fuzzAll(second, codeStepCalls(context({ interactionId: codeStep.interactionId })));
    },
    TIMEOUT,
  );

  it(
    'the signed-in user’s calls',
    async () => {
      await fuzzAll(await signedIn(portal, 'medecin'), signedInCalls());
    },
    TIMEOUT,
  );

  it(
    'the administrators’ calls',
    async () => {
      const superAdmin = await signedIn(portal, 'superadmin');
      const pending = await superAdmin.get('/api/admin/pending-updates', { accept: 'application/json' });
      const [first] = pending.json<PendingUpdateToReview[]>();
      const pendingUpdateId = first?.pendingUpdateId ?? randomUUID();
      const userId = await portal.userId(demo('nouveau'));
      await fuzzAll(superAdmin, adminCalls(context({ userId, pendingUpdateId })));
    },
    TIMEOUT,
  );

  it(
    'every endpoint of the provider, anonymous and with a single sign-on session',
    async () => {
      await fuzzAll(await visitor(), providerCalls(), { authorization: true });
      await fuzzAll(await signedIn(portal, 'cabinet'), providerCalls());
    },
    TIMEOUT,
  );

  it('discovery names the configured issuer, whatever Host or X-Forwarded-Host says', async () => {
    const browser = await visitor();
    const spoofed: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
    for (const headers of spoofed) {
      const response = await browser.get('/oidc/.well-known/openid-configuration', {
        accept: 'application/json',
        headers,
      });
      expect(response.statusCode).toBe(200);
      const urls = Object.values(response.json<Record<string, unknown>>()).filter(
        (value): value is string => typeof value === 'string' && value.startsWith('http'),
      );
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) expect(url.startsWith(`${portal.config.public_url}/`)).toBe(true);
    }
  });

  it(
    'every other route the server has, signed in',
    async () => {
      const browser = await signedIn(portal, 'medecin');
      const routes = registeredRoutes(portal.app.printRoutes({ commonPrefix: false }));
      expect(routes).toContainEqual({ method: 'PATCH', path: '/api/users/me/password' });
      const others = routes.filter(({ method, path }) => !tabled.has(`${method} ${path}`));
      await fuzzAll(
        browser,
        others.map(({ method, path }) => ({
          method,
          path: path.replace('*', 'fichier'),
          ...(method === 'GET' ? {} : { body: { a: 'b' } }),
        })),
      );
    },
    TIMEOUT,
  );
});
