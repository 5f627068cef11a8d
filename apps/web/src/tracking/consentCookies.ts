/**
 * Matomo's two consent cookies, read and written by the portal itself in Matomo's own format, so
 * that the visitor's choice holds when the tracker script is blocked or not loaded yet, and so that
 * an operator's Matomo reads it as its own: `mtm_consent` (consent given) or `mtm_consent_removed`
 * (consent refused or withdrawn), each holding the time of the choice in milliseconds, on path /,
 * SameSite=Lax, for the spec's 7 days. The only module that knows their names and format.
 */
import { CONSENT_COOKIE_HOURS } from '@portal/shared';

export const CONSENT_COOKIE = 'mtm_consent';
export const CONSENT_REMOVED_COOKIE = 'mtm_consent_removed';

/** What the cookies say: consent given, refused (or withdrawn), or no choice yet. */
export type CookieChoice = 'given' | 'refused' | 'none';

const HOUR_MS = 60 * 60 * 1000;

/** The `document.cookie` line that sets one of them at `now` (ms), as Matomo's tracker writes it. */
export function consentCookieLine(name: string, now: number, secure = location.protocol === 'https:'): string {
  const expires = new Date(now + CONSENT_COOKIE_HOURS * HOUR_MS).toUTCString();
  return `${name}=${now}; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The line that removes one of them. */
function removalLine(name: string): string {
  return `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(/;\s*/).some((entry) => entry.split('=')[0] === name && entry.length > name.length + 1);
}

/**
 * The page's cookies read at start-up through the Cookie Store API, which does not block: a page's
 * first `document.cookie` read waits on the browser (17 to 67 ms measured in Chromium during the
 * portal's first load, a long task on a phone). Dropped at the portal's first write.
 */
let startCookies: string | undefined;
let written = false;

/** Reads the consent cookies without blocking, where the browser can (before the banner needs them). */
export function preloadCookieChoice(): void {
  if (typeof cookieStore === 'undefined') return;
  cookieStore
    .getAll()
    .then((cookies) => {
      if (!written) startCookies = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    })
    .catch(() => undefined);
}

/** The page's cookies; none outside a browser (the home prerendered at build: a first visit). */
const pageCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/** As Matomo reads them: the removal cookie wins over a consent cookie left beside it. */
export function readCookieChoice(cookies = startCookies ?? pageCookies()): CookieChoice {
  if (hasCookie(cookies, CONSENT_REMOVED_COOKIE)) return 'refused';
  if (hasCookie(cookies, CONSENT_COOKIE)) return 'given';
  return 'none';
}

function forgetStartCookies(): void {
  written = true;
  startCookies = undefined;
}

/** Consent given: `mtm_consent` set, the removal cookie gone (Matomo's `rememberConsentGiven`). */
export function writeConsentGiven(now = Date.now()): void {
  forgetStartCookies();
  document.cookie = removalLine(CONSENT_REMOVED_COOKIE);
  document.cookie = consentCookieLine(CONSENT_COOKIE, now);
}

/** Consent refused or withdrawn: `mtm_consent` gone, `mtm_consent_removed` set (Matomo's `forgetConsentGiven`). */
export function writeConsentRemoved(now = Date.now()): void {
  forgetStartCookies();
  document.cookie = removalLine(CONSENT_COOKIE);
  document.cookie = consentCookieLine(CONSENT_REMOVED_COOKIE, now);
}
