import { expect, it } from 'vitest';
import { ORIGIN } from '../support/browser.ts';
import { eq } from 'drizzle-orm';
import { auditEvents, pscLinks, users } from '../../src/db/schema.ts';
import { demo, describePortal } from '../support/harness.ts';
import { jwtClaims, exchangeCode, openClientApp, spa, startSignIn } from '../support/flows.ts';
import { answerProblem } from '../fuzz/french-answer.ts';
import { atProvider, describePortalWithPsc, ProviderBrowser, pscJourney } from './support.ts';
import { registry } from '../../src/health/metrics.ts';

/** `portal_sign_ins_total{method="psc"}` of a result, as an operator's Prometheus reads it. */
const signInsCounted = async (result: string) =>
  (await registry.getSingleMetric('portal_sign_ins_total')!.get()).values.find(
    (value) => value.labels.method === 'psc' && value.labels.result === result,
  )?.value ?? 0;

describePortalWithPsc('signing in by Pro Santé Connect', (portal) => {
  /** From the login screen's interaction, as its button does. */
  async function signInByPsc(practitioner: string, browser = portal.browser()) {
    const { interactionId } = await startSignIn(browser);
    const journey = await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
      practitioner,
    });
    return { browser, interactionId, ...journey };
  }

  it('signs a practitioner with an account in, with no code, into the single sign-on of the client apps', async () => {
    const { browser, location } = await signInByPsc('claire-dubois');
    expect(location).toBe('/#/');
    const me = await browser.get('/me', { accept: 'application/json' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: await portal.userId(demo('medecin')), firstName: 'Claire' });
    // No code was sent: the only mails tell each address that this first certified sign-in linked the account.
    await expect.poll(() => portal.mail.messages.length).toBe(2);
    expect(portal.mail.messages.map((message) => message.subject)).toEqual(
      Array(2).fill('Pro Santé Connect a été lié à votre compte'),
    );

    // The tile opens the client app signed in; its ID token says how.
    const opened = await openClientApp(browser);
    expect(opened.hops).toBe(0);
    const code = new URL(opened.location).searchParams.get('code');
    const tokens = await exchangeCode(portal.browser(), code!, opened.verifier);
    expect(jwtClaims(tokens.id_token)).toMatchObject({
      sub: await portal.userId(demo('medecin')),
      amr: ['psc', 'mfa'],
      acr: 'eidas1',
    });

    const userId = await portal.userId(demo('medecin'));
    const [link] = await portal.db.select().from(pscLinks).where(eq(pscLinks.userId, userId));
    expect(link).toMatchObject({ rpps: '10003456786', unlinkedAt: null });
    const events = await portal.db.select().from(auditEvents).where(eq(auditEvents.subjectId, userId));
    expect(events.map((event) => [event.action, event.details])).toEqual(
      expect.arrayContaining([
        ['pscLinked', {}],
        ['signIn', expect.objectContaining({ method: 'psc' })],
      ]),
    );
  });

  it('signs in from SignupChoice too when the practitioner already has an account', async () => {
    const browser = portal.browser();
    const { location } = await pscJourney(browser, '', new ProviderBrowser(), { practitioner: 'claire-dubois' });
    expect(location).toBe('/#/');
    expect((await browser.get('/me', { accept: 'application/json' })).json()).toMatchObject({
      userId: await portal.userId(demo('medecin')),
    });
  });

  it('offers an unknown practitioner the pre-filled sign-up, the data kept on the server', async () => {
    const { browser, location } = await signInByPsc('elise-fontaine');
    const { route, query } = spa(location);
    expect(route).toBe('signUp/rpps');
    const reference = query.get('pscUserInfo')!;
    expect(reference).toMatch(/^[\w-]{43}$/);
    expect(location).not.toContain('Fontaine');
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);

    const info = await browser.json('GET', `/psc/user-info?pscUserInfo=${reference}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      civilTitle: 'MME',
      firstName: 'Élise',
      lastName: 'Fontaine',
      rpps: '10005678908',
      jobCode: '10',
      jobPlaces: [
        { label: 'Polyclinique Pasteur', city: 'Paris', finess: '750123457', jobPlaceId: expect.any(String) },
      ],
    });
  });

  it('treats an identity that is not an RPPS as unknown, whatever account has the same digits', async () => {
    const { location } = await signInByPsc('test-sandbox');
    expect(spa(location).route).toBe('signUp/rpps');
  });

  it('tells a locked account so, and signs nobody in', async () => {
    const userId = await portal.userId(demo('medecin'));
    await portal.db.update(users).set({ locked: true }).where(eq(users.id, userId));
    const lockedBefore = await signInsCounted('locked');
    const { browser, location, interactionId } = await signInByPsc('claire-dubois');
    expect(await signInsCounted('locked')).toBe(lockedBefore + 1);
    expect(spa(location)).toMatchObject({ route: 'login' });
    expect(spa(location).query.get('err')).toBe('lockedAccount');
    expect(spa(location).query.get('interactionId')).toBe(interactionId);
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
  });

  it('ends on the sign-in screen with PSCConnectionFailed when the provider answers an error', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const { location } = await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
      cancel: true,
    });
    expect(spa(location).route).toBe('login');
    expect(spa(location).query.get('err')).toBe('PSCConnectionFailed');
    expect(spa(location).query.get('interactionId')).toBe(interactionId);
  });

  it('refuses a callback whose state is not this browser’s, a replayed one, and one with no transaction', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const init = await browser.json('GET', `/psc/init?interactionId=${interactionId}`);
    const toProvider = await browser.get(init.json<{ oidcAuthUrl: string }>().oidcAuthUrl);
    const callback = await atProvider(String(toProvider.headers.location), new ProviderBrowser(), {
      practitioner: 'claire-dubois',
    });

    const attacker = browser.clone();
    const forged = callback.replace(/state=[^&]+/, 'state=forge');
    const refused = await attacker.get(forged);
    expect(refused.statusCode).toBe(303);
    expect(spa(refused.headers.location as string).query.get('err')).toBe('PSCConnectionFailed');

    const first = await browser.get(callback);
    // The interaction's flow ends there: the browser goes on to the provider's resume.
    expect(first.headers.location).toBe(`${ORIGIN}/oidc/auth/${interactionId}`);
    const replayed = await browser.get(callback);
    expect(spa(replayed.headers.location as string).query.get('err')).toBe('PSCConnectionFailed');
    const stranger = await portal.browser().get(callback);
    expect(spa(stranger.headers.location as string).query.get('err')).toBe('PSCConnectionFailed');
  });

  it('answers hostile callbacks and starts with a French redirect or 4xx, never a 500', async () => {
    const browser = portal.browser();
    for (const path of [
      '/psc/callback',
      '/psc/callback?error=server_error&error_description=%00',
      `/psc/callback?code=${'x'.repeat(5000)}&state=y`,
      '/psc/authorize?purpose=inconnu',
      `/psc/authorize?interactionId=${'a'.repeat(300)}`,
      '/psc/user-info',
      `/psc/user-info?pscUserInfo=${'z'.repeat(300)}`,
    ]) {
      const response = await browser.get(path, { accept: 'application/json' });
      expect(answerProblem(response), path).toBeUndefined();
    }
  });
});

describePortal('Pro Santé Connect not configured', (portal) => {
  it('answers 404 in French to its calls, so the buttons stay hidden', async () => {
    const browser = portal.browser();
    const paths = ['/psc/init', '/psc/init?purpose=link', '/psc/authorize', '/psc/callback?code=a&state=b'];
    for (const path of [...paths, '/psc/user-info?pscUserInfo=a']) {
      const response = await browser.get(path, { accept: 'application/json' });
      expect(response.statusCode, path).toBe(404);
      expect(answerProblem(response), path).toBeUndefined();
    }
    // The sign-out of a browser that still holds an old Pro Santé Connect cookie stays at the portal.
    expect((await browser.get('/psc/logout')).headers.location).toBe('/');
  });
});

describePortal(
  'Pro Santé Connect unreachable',
  (portal) => {
    it('still shows the button, then ends on the sign-in screen with PSCConnectionFailed, never a 500', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      const init = await browser.json('GET', `/psc/init?interactionId=${interactionId}`);
      expect(init.statusCode).toBe(200);
      const started = await browser.get(init.json<{ oidcAuthUrl: string }>().oidcAuthUrl);
      expect(started.statusCode).toBe(303);
      expect(spa(started.headers.location as string).query.get('err')).toBe('PSCConnectionFailed');
      expect(spa(started.headers.location as string).query.get('interactionId')).toBe(interactionId);
    });
  },
  {
    configure(config) {
      // Nothing listens on the discard port: every call to the provider is refused.
      Object.assign(config.psc, {
        issuer: 'http://127.0.0.1:9/auth/realms/esante-wallet',
        client_id: 'portail-anapath',
        client_secret: 'secret',
      });
    },
  },
);

describePortalWithPsc(
  'Pro Santé Connect callbacks flooded from one address',
  (portal) => {
    it('counts each callback as a sign-in attempt of the address, and says so past the limit', async () => {
      const outcomes: (string | null)[] = [];
      for (let i = 0; i < 3; i += 1) {
        const browser = portal.browser();
        const { interactionId } = await startSignIn(browser);
        const { location } = await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
          practitioner: 'claire-dubois',
        });
        outcomes.push(location === '/#/' ? 'signedIn' : spa(location).query.get('err'));
      }
      expect(outcomes).toEqual(['signedIn', 'signedIn', 'tooManyRequests']);
    });
  },
  {
    configure(config) {
      config.security.rate_limits.login_per_ip = { max: 2, window_seconds: 60 };
    },
  },
);
