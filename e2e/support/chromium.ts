import { existsSync } from 'node:fs';

/**
 * How the Playwright suites (journeys, faults, the user guide's screenshots) launch Debian's
 * Chromium when installed (CI, these machines), else Playwright's own browser: no sandbox (root
 * in a container), nothing running in the background. Its headless shell first: the same Blink,
 * without the full browser's GPU and browser processes, which took a third of a journey's CPU.
 */
export function chromiumLaunchOptions() {
  const executablePath = [
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find(existsSync);
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
