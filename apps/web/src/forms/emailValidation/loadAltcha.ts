import workerUrl from 'altcha/worker?url&no-inline';

/**
 * Loads the ALTCHA widget on first use. The "external" build keeps the strict CSP: its styles come
 * from a CSS file and its proof-of-work workers from a same-origin script (no blob: or data: URL).
 */
export async function loadAltcha(): Promise<string> {
  await Promise.all([import('altcha/external'), import('altcha/altcha.css')]);
  return workerUrl;
}
