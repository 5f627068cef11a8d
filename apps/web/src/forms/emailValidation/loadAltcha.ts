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

let prefetched = false;

/**
 * Once the page is idle, fetches the widget and its workers' script: the captcha of a dialog opened
 * later starts at once, where a phone's network would fetch them in turn after the click (the widget,
 * its challenge, then the workers' script). Answers a cancel for an unmounted form.
 */
export function prefetchCaptcha(): () => void {
  if (prefetched) return () => undefined;
  const prefetch = () => {
    prefetched = true;
    void loadAltcha().catch(() => undefined);
    void fetch(workerUrl).catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(prefetch, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(prefetch, 1000);
  return () => clearTimeout(id);
}
