import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { DEMO_CLIENT, jwtClaims, openClientApp, signIn, spa } from './support/flows.ts';

/** The demo app's back-channel logout endpoint: a real listener that keeps the logout tokens. */
let receiver: Server | undefined;
const logoutTokens: string[] = [];

describePortal(
  'signing out',
  (portal) => {
    afterAll(() => new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve())));

    it('ends the portal session, the single-sign-on session, and tells the client app', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      expect((await openClientApp(browser)).location).toMatch(/^http:\/\/localhost:3001\/callback\?code=/);
      const stolen = browser.clone();
      logoutTokens.length = 0;

      // /logoutPortal → the provider's end_session, which answers its logout form page.
      const { response: page } = await browser.follow(await browser.get('/logoutPortal'));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<html lang="fr">');
      const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
      expect(action).toBeDefined();
      expect(xsrf).toBeDefined();

      // The page's script adds logout=yes and submits the form.
      const path = new URL(action!, 'http://localhost:3000').pathname;
      const confirmed = await browser.postForm(path, { xsrf: xsrf!, logout: 'yes' });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('http://localhost:3000/');

      expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
      // Closed on the server: the old cookies, replayed, open nothing.
      expect((await stolen.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
      for (const who of [browser, stolen]) expect(spa((await openClientApp(who)).location).route).toBe('login');

      expect(logoutTokens).toHaveLength(1);
      const claims = jwtClaims(logoutTokens[0]!);
      expect(claims).toMatchObject({ sub: await portal.userId(demo('medecin')), aud: DEMO_CLIENT.id });
      expect(claims.events).toHaveProperty(['http://schemas.openid.net/event/backchannel-logout']);
    });

    it('signs out even without a portal session', async () => {
      const browser = portal.browser();
      const response = await browser.get('/logoutPortal');
      expect(response.statusCode).toBe(303);
      expect((await browser.get('/me')).statusCode).toBe(401);
    });
  },
  {
    async configure(config) {
      receiver = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const token = new URLSearchParams(body).get('logout_token');
          if (token) logoutTokens.push(token);
          response.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
      const { port } = receiver.address() as AddressInfo;
      const app = config.oidc_clients.find((client) => client.client_id === DEMO_CLIENT.id)!;
      app.backchannel_logout_uri = `http://127.0.0.1:${port}/backchannel-logout`;
    },
  },
);
