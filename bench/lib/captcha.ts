/**
 * The captcha's solve time as a person meets it: the sign-up e-mail dialog opened in Chromium, timed
 * from the click that opens it to the ALTCHA widget's `verified` state. Used by `bench/captcha.ts`
 * and `bench/web.ts`.
 */
import { chromium, type Browser } from '@playwright/test';
import { labels, type CaptchaChallenge } from '@portal/shared';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

/** Playwright sets headless itself; the other flags are the benches' (bench/lib/chromium.ts). */
const CHROMIUM_ARGS = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));

export interface CaptchaMeasureOptions {
  /** The portal, e.g. http://localhost:3920. */
  base: string;
  /** How many dialogs to open, each in a new browser context (cold cache, new challenge). */
  runs: number;
  /** CDP `Emulation.setCPUThrottlingRate` (1: none; 4: Lighthouse's mobile factor). */
  cpuThrottling?: number;
  /** A browser to reuse; launched (and closed) here otherwise. */
  browser?: Browser;
  /** Gives up on one solve after this long. */
  timeoutMs?: number;
}

export interface CaptchaSolve {
  /** From the click that opens the dialog to the widget's `verified` state. */
  ms: number;
  /** From the click to the widget's `verifying` state (loading the widget; then the challenge and the work). */
  startMs: number;
  /** The challenge's `maxnumber` as the server sent it. */
  maxnumber: number;
  /** The number found (the work done is at most this, spread over the workers). */
  number: number;
  /** Web workers the page started during the solve. */
  workers: number;
  /** The widget did not start by itself: the bench clicked its checkbox, as a person would. */
  clicked: boolean;
}

export interface CaptchaMeasure {
  solves: CaptchaSolve[];
  failures: string[];
  cpuThrottling: number;
}

interface PageRecord {
  verifying?: number;
  verified?: number;
  error?: string;
  payload?: string;
}

declare global {
  interface Window {
    __captchaBench?: PageRecord;
  }
}

async function solveOnce(browser: Browser, options: CaptchaMeasureOptions): Promise<CaptchaSolve> {
  const context = await browser.newContext({ baseURL: options.base, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    let workers = 0;
    page.on('worker', () => (workers += 1));
    let challenge: CaptchaChallenge | undefined;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/captcha/challenge') {
        void response.json().then((body: CaptchaChallenge) => (challenge = body));
      }
    });
    if ((options.cpuThrottling ?? 1) > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling! });
    }
    await page.goto('/#/signUp/no-rpps');
    const open = page.getByRole('button', { name: labels.signUp.validateEmail });
    await open.waitFor();
    // The widget's events do not bubble; a capturing listener on the document sees them.
    await page.evaluate(() => {
      const record: PageRecord = {};
      window.__captchaBench = record;
      document.addEventListener(
        'statechange',
        (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (state === 'verifying') record.verifying ??= performance.now();
          else if (state === 'verified' && record.verified === undefined) {
            record.verified = performance.now();
            record.payload = payload;
          } else if (state === 'error') record.error = 'the widget reported an error';
        },
        true,
      );
    });
    const clicked = await open.evaluate((button: HTMLElement) => {
      const at = performance.now();
      button.click();
      return at;
    });
    // A widget that waits for a click (no auto start) gets one as soon as it is shown and configured.
    const checkbox = page.locator('altcha-widget input[type="checkbox"]');
    await checkbox.waitFor();
    const started = await page
      .waitForFunction(() => window.__captchaBench!.verifying !== undefined, undefined, { timeout: 300 })
      .then(() => true)
      .catch(() => false);
    if (!started) await checkbox.click();
    const done = await page.waitForFunction(
      () => {
        const record = window.__captchaBench!;
        return record.verified !== undefined || record.error ? record : undefined;
      },
      undefined,
      { timeout: options.timeoutMs ?? 60_000, polling: 'raf' },
    );
    const record = (await done.jsonValue()) as PageRecord;
    if (record.error || record.verified === undefined || !record.payload) throw new Error(record.error ?? 'no payload');
    const solution = JSON.parse(Buffer.from(record.payload, 'base64').toString('utf8')) as { number: number };
    return {
      ms: record.verified - clicked,
      startMs: (record.verifying ?? Number.NaN) - clicked,
      maxnumber: challenge?.maxnumber ?? Number.NaN,
      number: solution.number,
      workers,
      clicked: !started,
    };
  } finally {
    await context.close();
  }
}

/** Opens the sign-up e-mail dialog `runs` times and times the captcha's solve each time. */
export async function measureCaptcha(options: CaptchaMeasureOptions): Promise<CaptchaMeasure> {
  const browser = options.browser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  const result: CaptchaMeasure = { solves: [], failures: [], cpuThrottling: options.cpuThrottling ?? 1 };
  try {
    for (let run = 0; run < options.runs; run += 1) {
      try {
        result.solves.push(await solveOnce(browser, options));
      } catch (error) {
        result.failures.push((error as Error).message.split('\n')[0]!);
      }
    }
  } finally {
    if (!options.browser) await browser.close();
  }
  return result;
}

/** Nearest-rank percentile of the solve times (or of `field`), in milliseconds; NaN without data. */
export function solvePercentile({ solves }: CaptchaMeasure, p: number, field: 'ms' | 'startMs' = 'ms'): number {
  const sorted = solves.map((solve) => solve[field]).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}
