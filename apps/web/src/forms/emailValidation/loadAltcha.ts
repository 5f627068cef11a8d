import workerUrl from './captchaWorker/worker.ts?worker&url';

/**
 * Loads the ALTCHA widget on first use. The "external" build keeps the strict CSP: its styles come
 * from a CSS file. Its proof-of-work workers run our own same-origin script (no blob: or data: URL),
 * `captchaWorker/worker.ts`: ALTCHA's awaits one WebCrypto digest per number, twenty times slower.
 */
export async function loadAltcha(): Promise<string> {
  await Promise.all([import('altcha/external'), import('altcha/altcha.css')]);
  return workerUrl;
}
