/**
 * Pro Santé Connect in the API tests: the stand-in provider (it speaks the real protocol) on a free
 * port, the portal configured for it, and the browser's part at the provider (a real HTTP client
 * with its own cookies: the stand-in is another site).
 */
import { afterAll } from 'vitest';
import { startPscStandIn, type PscStandIn, type StandInClient } from '@portal/psc-stand-in';
import type { Config } from '../../src/config/schema.ts';
import type { Logger } from '../../src/logger.ts';
import { ORIGIN, type Browser, type Response } from '../support/browser.ts';
import { describePortal, type Portal } from '../support/harness.ts';

export const PSC_CLIENT = { id: 'portail-anapath', secret: 'secret-de-test-psc' } as const;
export const PSC_CALLBACK = `${ORIGIN}/psc/callback`;

export interface PscOptions {
  /** The stand-in's client (the portal): secret basic and JSON userinfo unless told otherwise. */
  client?: Partial<StandInClient>;
  tls?: { cert: string; key: string; ca: string };
  /** The rest of the portal's configuration, after Pro Santé Connect's is set. */
  configure?: (config: Config) => void;
  /** The portal's logger (`PortalOptions.log`). */
  log?: Logger;
}

/** `describePortal` with a stand-in provider configured as the portal's Pro Santé Connect. */
export function describePortalWithPsc(
  name: string,
  body: (portal: Portal, provider: () => PscStandIn) => void,
  { client = {}, tls, configure, log }: PscOptions = {},
) {
  const started: PscStandIn[] = [];
  afterAll(async () => {
    await Promise.all(started.map((standIn) => standIn.close()));
  });
  describePortal(
    name,
    (portal) =>
      body(portal, () => {
        const standIn = started.at(-1);
        if (!standIn) throw new Error('the stand-in is not started yet');
        return standIn;
      }),
    {
      log,
      async configure(config) {
        const standIn = await startPscStandIn({
          port: 0,
          ...(tls ? { tls } : {}),
          clients: [
            {
              client_id: PSC_CLIENT.id,
              client_secret: PSC_CLIENT.secret,
              redirect_uris: [PSC_CALLBACK],
              post_logout_redirect_uris: [`${ORIGIN}/`],
              ...client,
            },
          ],
        });
        started.push(standIn);
        Object.assign(config.psc, {
          issuer: standIn.issuer,
          client_id: PSC_CLIENT.id,
          client_secret: PSC_CLIENT.secret,
        });
        configure?.(config);
      },
    },
  );
}

/** The browser at the provider: manual redirects, its cookies (the provider's single sign-on). */
export class ProviderBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  async request(url: string, init: RequestInit = {}): Promise<globalThis.Response> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'text/html');
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await this.fetchImpl(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
    return response;
  }
}

export type ProviderChoice = { practitioner: string } | { cancel: true };

/**
 * From the provider's authorization address until the provider sends the browser back to the
 * portal's callback: the choice page answered (unless its single sign-on skips it). Answers the
 * callback's address on the portal.
 */
export async function atProvider(
  authorizationUrl: string,
  provider: ProviderBrowser,
  choice: ProviderChoice,
): Promise<string> {
  let url = authorizationUrl;
  let response = await provider.request(url);
  for (let step = 0; step < 12; step += 1) {
    if (response.status === 200) {
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
      url = new URL(action.replace(/&amp;/g, '&'), url).href;
      const form: Record<string, string> = 'cancel' in choice ? { cancel: '1' } : { practitioner: choice.practitioner };
      response = await provider.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      continue;
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`provider answered ${response.status} at ${url}: ${await response.text()}`);
    }
    url = new URL(location, url).href;
    if (url.startsWith(`${ORIGIN}/`)) return url.slice(ORIGIN.length);
    response = await provider.request(url);
  }
  throw new Error('too many steps at the provider');
}

/**
 * A whole journey by Pro Santé Connect from `/psc/init` (with its query): the button's address,
 * the provider, the callback, then the portal's redirects. Answers where the browser ends.
 */
export async function pscJourney(
  browser: Browser,
  initQuery: string,
  provider: ProviderBrowser,
  choice: ProviderChoice,
): Promise<{ location: string | undefined; response: Response }> {
  const init = await browser.json('GET', `/psc/init${initQuery}`);
  if (init.statusCode !== 200) throw new Error(`/psc/init answered ${init.statusCode}`);
  const toProvider = await browser.get(init.json<{ oidcAuthUrl: string }>().oidcAuthUrl, { accept: 'text/html' });
  if (toProvider.statusCode !== 303) return { location: toProvider.headers.location as string, response: toProvider };
  const callback = await atProvider(String(toProvider.headers.location), provider, choice);
  const { location, response } = await browser.follow(await browser.get(callback, { accept: 'text/html' }));
  return { location, response };
}
