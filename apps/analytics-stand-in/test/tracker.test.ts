// @vitest-environment jsdom
/** The stand-in's matomo.js in a page: Matomo's commands, consent model and cookies. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const TRACKER = readFileSync(join(import.meta.dirname, '../public/matomo.js'), 'utf8');
const HOUR_MS = 3600 * 1000;

declare global {
  interface Window {
    /** Matomo's queue: an array before matomo.js runs, its own object after. */
    _paq?: unknown;
  }
}

type Command = [string, ...unknown[]];
const paq = () => window._paq as unknown as { push: (...commands: Command[]) => unknown };

/** Every request the tracker sent (its beacons), as parameters. */
let sent: Record<string, string>[] = [];
/** Every cookie line the tracker wrote. */
let cookieLines: string[] = [];

/** The portal's snippet, then matomo.js as the browser runs it once loaded. */
function loadTracker(before: Command[] = [['requireConsent']]) {
  window._paq = [...before, ['setTrackerUrl', 'http://localhost:3003/matomo.php'], ['setSiteId', '1']];
  window.eval(TRACKER);
}

function pageView(url: string, title: string) {
  paq().push(['setCustomUrl', url], ['setDocumentTitle', title], ['trackPageView']);
}

/** jsdom's Blob cannot be read back: this one keeps its text. */
class RecordingBlob {
  constructor(
    readonly parts: string[],
    readonly options: { type: string },
  ) {}
}

beforeEach(() => {
  sent = [];
  cookieLines = [];
  vi.stubGlobal('Blob', RecordingBlob);
  Object.defineProperty(window.navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: RecordingBlob) => {
      expect(url).toBe('http://localhost:3003/matomo.php');
      expect(body.options.type).toBe('application/x-www-form-urlencoded; charset=UTF-8');
      sent.push(Object.fromEntries(new URLSearchParams(body.parts.join(''))));
      return true;
    },
  });
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((line: string) => {
    cookieLines.push(line);
    cookie.set!.call(document, line);
  });
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window._paq;
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const cookieNames = () => document.cookie.split('; ').map((entry) => entry.split('=')[0]);

describe('the stand-in’s matomo.js', () => {
  it('sends nothing and sets no cookie before consent: requests wait in the page', async () => {
    loadTracker();
    pageView('http://localhost:3000/#/', 'Portail Anapath');
    paq().push(['trackEvent', 'Tuiles du portail', 'Clic', 'Agenda']);
    await flush();
    expect(sent).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('rememberConsentGiven sends what waited, in order, and keeps mtm_consent for the hours given', async () => {
    loadTracker();
    pageView('http://localhost:3000/#/', 'Portail Anapath');
    paq().push(['trackEvent', 'Tuiles du portail', 'Clic', 'Agenda']);
    const before = Date.now();
    paq().push(['rememberConsentGiven', 168]);
    await flush();
    expect(sent.map((hit) => [hit.url, hit.action_name, hit.e_n])).toEqual([
      ['http://localhost:3000/#/', 'Portail Anapath', undefined],
      ['http://localhost:3000/#/', undefined, 'Agenda'],
    ]);
    const [view, event] = sent;
    expect(view).toMatchObject({ idsite: '1', rec: '1', apiv: '1', res: expect.stringMatching(/^\d+x\d+$/) });
    expect(view!._id).toMatch(/^[0-9a-f]{16}$/);
    expect(view!.rand).toMatch(/^\d+$/);
    expect(event).toMatchObject({ e_c: 'Tuiles du portail', e_a: 'Clic', pv_id: view!.pv_id, _id: view!._id });

    const consent = cookieLines.find((line) => line.startsWith('mtm_consent='))!;
    const [, value, expires] = /^mtm_consent=(\d+); expires=([^;]+); path=\/; SameSite=Lax$/.exec(consent)!;
    expect(Number(value)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(expires!) - Number(value)).toBeGreaterThan(168 * HOUR_MS - 2000);
    expect(Date.parse(expires!) - Number(value)).toBeLessThanOrEqual(168 * HOUR_MS);
    expect(cookieNames()).toEqual(expect.arrayContaining(['mtm_consent', expect.stringMatching(/^_pk_id\.1\./)]));
    expect(cookieNames()).toContainEqual(expect.stringMatching(/^_pk_ses\.1\./));
  });

  it('reads a remembered consent at once: requests go straight away', async () => {
    document.cookie = `mtm_consent=${Date.now()}; path=/`;
    loadTracker();
    pageView('http://localhost:3000/#/myProfile', 'Mon profil');
    await flush();
    expect(sent.map((hit) => hit.url)).toEqual(['http://localhost:3000/#/myProfile']);
  });

  it('lets the removal cookie win over a consent cookie left beside it', async () => {
    document.cookie = `mtm_consent=${Date.now()}; path=/`;
    document.cookie = `mtm_consent_removed=${Date.now()}; path=/`;
    loadTracker();
    pageView('http://localhost:3000/#/', 'Portail Anapath');
    await flush();
    expect(sent).toEqual([]);
    expect(cookieNames()).toEqual(['mtm_consent_removed']);

    // Refused: what was tracked then is dropped; a later consent sends only what follows.
    paq().push(['rememberConsentGiven', 168]);
    pageView('http://localhost:3000/#/myProfile', 'Mon profil');
    await flush();
    expect(sent.map((hit) => hit.url)).toEqual(['http://localhost:3000/#/myProfile']);
    expect(cookieNames()).not.toContain('mtm_consent_removed');
  });

  it('forgetConsentGiven: its removal cookie, the visitor’s cookies gone, nothing sent any more, what waited dropped', async () => {
    loadTracker();
    paq().push(['rememberConsentGiven', 168]);
    pageView('http://localhost:3000/#/', 'Portail Anapath');
    await flush();
    expect(sent).toHaveLength(1);

    paq().push(['forgetConsentGiven', 168]);
    pageView('http://localhost:3000/#/cookiesPolicy', 'Politique');
    paq().push(['trackEvent', 'Tuiles du portail', 'Clic', 'Agenda']);
    await flush();
    expect(sent).toHaveLength(1);
    expect(cookieNames()).toEqual(['mtm_consent_removed']);
    expect(cookieLines.at(-3)).toMatch(/^mtm_consent_removed=\d+; expires=[^;]+; path=\/; SameSite=Lax$/);

    // Given again later: what was tracked while refused stays unsent.
    paq().push(['setConsentGiven']);
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when no consent is required only after setTrackerUrl and setSiteId, whatever their place', async () => {
    window._paq = [
      ['setCustomUrl', 'http://localhost:3000/#/'],
      ['trackPageView'],
      ['setTrackerUrl', 'http://localhost:3003/matomo.php'],
      ['setSiteId', '4'],
    ];
    window.eval(TRACKER);
    await flush();
    expect(sent.map((hit) => [hit.idsite, hit.url])).toEqual([['4', 'http://localhost:3000/#/']]);
  });

  it('pings every 15 s while the page is in front, once consent is given', async () => {
    vi.useFakeTimers();
    loadTracker([['requireConsent'], ['enableHeartBeatTimer', 15]]);
    pageView('http://localhost:3000/#/', 'Portail Anapath');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toEqual([]);

    paq().push(['rememberConsentGiven', 168]);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(sent.map((hit) => hit.ping)).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.map((hit) => hit.ping)).toEqual([undefined, '1']);
    expect(sent[1]).toMatchObject({ url: 'http://localhost:3000/#/', pv_id: sent[0]!.pv_id });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent.map((hit) => hit.ping)).toEqual([undefined, '1', '1']);

    vi.mocked(document.hasFocus).mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(sent).toHaveLength(3);
  });
});
