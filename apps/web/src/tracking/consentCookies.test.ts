import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_REMOVED_COOKIE,
  consentCookieLine,
  readCookieChoice,
  writeConsentGiven,
  writeConsentRemoved,
} from './consentCookies.ts';

const NOW = Date.UTC(2026, 2, 2, 10, 0, 0);
const SEVEN_DAYS_LATER = new Date(NOW + 7 * 24 * 3600 * 1000).toUTCString();

describe('Matomo’s consent cookies', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${CONSENT_REMOVED_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('bear Matomo’s names', () => {
    expect(CONSENT_COOKIE).toBe('mtm_consent');
    expect(CONSENT_REMOVED_COOKIE).toBe('mtm_consent_removed');
  });

  it('hold the time of the choice in ms, on path /, SameSite=Lax, for 7 days; Secure behind https', () => {
    expect(consentCookieLine(CONSENT_COOKIE, NOW, false)).toBe(
      `mtm_consent=${NOW}; expires=${SEVEN_DAYS_LATER}; path=/; SameSite=Lax`,
    );
    expect(consentCookieLine(CONSENT_REMOVED_COOKIE, NOW, true)).toBe(
      `mtm_consent_removed=${NOW}; expires=${SEVEN_DAYS_LATER}; path=/; SameSite=Lax; Secure`,
    );
  });

  it('read no choice, consent given, or consent removed; the removal wins, as Matomo reads them', () => {
    expect(readCookieChoice('')).toBe('none');
    expect(readCookieChoice('XSRF-TOKEN=abc; other_mtm_consent=1')).toBe('none');
    expect(readCookieChoice(`XSRF-TOKEN=abc; mtm_consent=${NOW}`)).toBe('given');
    expect(readCookieChoice(`mtm_consent_removed=${NOW}`)).toBe('refused');
    expect(readCookieChoice(`mtm_consent=${NOW}; mtm_consent_removed=${NOW}`)).toBe('refused');
  });

  it('switch from one to the other, never both', () => {
    const now = Date.now();
    writeConsentGiven(now);
    expect(document.cookie).toBe(`mtm_consent=${now}`);
    expect(readCookieChoice()).toBe('given');

    writeConsentRemoved(now + 1);
    expect(document.cookie).toBe(`mtm_consent_removed=${now + 1}`);
    expect(readCookieChoice()).toBe('refused');

    writeConsentGiven(now + 2);
    expect(document.cookie).toBe(`mtm_consent=${now + 2}`);
  });
  it('are read at start-up from the cookie store, without blocking, until the portal writes them', async () => {
    vi.resetModules();
    const fresh = await import('./consentCookies.ts');
    vi.stubGlobal('cookieStore', { getAll: async () => [{ name: CONSENT_COOKIE, value: String(NOW) }] });
    try {
      fresh.preloadCookieChoice();
      // The document has no consent cookie: the answer comes from the store's read.
      await vi.waitFor(() => expect(fresh.readCookieChoice()).toBe('given'));
      fresh.writeConsentRemoved(Date.now());
      expect(fresh.readCookieChoice()).toBe('refused');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
