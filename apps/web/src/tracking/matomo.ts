/**
 * Matomo's JavaScript tracker, as its standard snippet loads it, done in code: commands queue in
 * `window._paq` until `{host}/matomo.js` arrives and runs them. With consent required, Matomo keeps
 * every request in the page until consent is given (`requireConsent`), and reads its own consent
 * cookie; the portal only says when the visitor decides. The script itself is fetched only once
 * consent is given (now or on an earlier visit): until then the phone neither downloads it nor
 * tells the analytics host it came.
 */
import { ANALYTICS_HEARTBEAT_SECONDS, CONSENT_COOKIE_HOURS, TILE_CLICK_EVENT, type ClientConfig } from '@portal/shared';
import { readCookieChoice } from './consentCookies.ts';

type MatomoCommand = [string, ...unknown[]];
type Analytics = NonNullable<ClientConfig['tracking']['analytics']>;

declare global {
  interface Window {
    /** Matomo's command queue: an array until matomo.js replaces it with an object of its own that has `push`. */
    _paq?: { push: (...commands: MatomoCommand[]) => unknown };
  }
}

/** Pushes to the tracker, once one was started; without a configured tracker, nothing is recorded. */
function push(...commands: MatomoCommand[]): void {
  window._paq?.push(...commands);
}

/** matomo.js, waiting for consent; undefined once added to the page or when no tracker runs. */
let scriptAwaitingConsent: HTMLScriptElement | undefined;

/** Starts the tracker once per page: configuration first, then the script, when allowed. */
export function startTracker(analytics: Analytics, requiresConsent: boolean): void {
  if (window._paq) return;
  const queue: MatomoCommand[] = [];
  window._paq = queue;
  if (requiresConsent) queue.push(['requireConsent']);
  queue.push(
    ['setTrackerUrl', `${analytics.host}/matomo.php`],
    ['setSiteId', analytics.siteId],
    ['enableHeartBeatTimer', ANALYTICS_HEARTBEAT_SECONDS],
  );
  const script = document.createElement('script');
  script.async = true;
  script.src = `${analytics.host}/matomo.js`;
  if (requiresConsent && readCookieChoice() !== 'given') scriptAwaitingConsent = script;
  else document.head.append(script);
}

/** Forgets the tracker of this page (tests start each page afresh). */
export function forgetTracker(): void {
  delete window._paq;
  scriptAwaitingConsent = undefined;
}

/** A page view of the single-page app: its address and title, given explicitly at each route change. */
export function trackPageView(url: string, title: string): void {
  push(['setCustomUrl', url], ['setDocumentTitle', title], ['trackPageView']);
}

/** A tile click (spec section 2), named after its application. */
export function trackTileClick(appName: string): void {
  push(['trackEvent', TILE_CLICK_EVENT.category, TILE_CLICK_EVENT.action, appName]);
}

/** Consent given: Matomo sends what it kept and remembers the choice in its cookie (7 days). */
export function rememberConsentGiven(): void {
  push(['rememberConsentGiven', CONSENT_COOKIE_HOURS]);
  if (scriptAwaitingConsent) document.head.append(scriptAwaitingConsent);
  scriptAwaitingConsent = undefined;
}

/** Consent refused or withdrawn: Matomo forgets it, sends nothing more and sets its removal cookie (7 days). */
export function forgetConsentGiven(): void {
  push(['forgetConsentGiven', CONSENT_COOKIE_HOURS]);
}
