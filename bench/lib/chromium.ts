/**
 * Debian's Chromium for the browser benches (`bench:web`, and the captcha's solve time): a fresh
 * profile per launch, so that every measure starts with an empty cache.
 */
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** Headless, no sandbox (root in a container), nothing running in the background that would skew a trace. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  });
}

/** `name=value; name2=value2` (a `Cookie` header, e.g. a signed-in bench user's) into the browser. */
export async function setCookies(browser: Browser, base: URL, cookieHeader: string) {
  const cookies = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: base.hostname, path: '/' };
    });
  await browser.setCookie(...cookies);
}
