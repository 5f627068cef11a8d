/** The analytics stand-in of the journeys' stack (Matomo's place): what it received, and what left the browser. */
import type { Page } from '@playwright/test';
import type { Hit } from '@portal/analytics-stand-in';

export function analyticsCollector(analyticsURL: string) {
  const hits = async (): Promise<Hit[]> =>
    ((await (await fetch(`${analyticsURL}/hits`)).json()) as { hits: Hit[] }).hits;
  return {
    hits,
    clear: async () => {
      await fetch(`${analyticsURL}/hits`, { method: 'DELETE' });
    },
    /** The page views' addresses, in the order received. */
    pageViews: async () => (await hits()).filter((hit) => hit.kind === 'pageView').map((hit) => hit.url),
    events: async () =>
      (await hits()).filter((hit) => hit.kind === 'event').map((hit) => [hit.category, hit.action, hit.name]),
    heartbeats: async () => (await hits()).filter((hit) => hit.kind === 'heartbeat'),
  };
}

/** Every tracking request the page sends to Matomo's address, as the browser issues it. */
export function trackingRequests(page: Page, analyticsURL: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${analyticsURL}/matomo.php`)) sent.push(request.postData() ?? request.url());
  });
  return sent;
}

/** Every request the page sends to the analytics host, matomo.js included. */
export function requestsToAnalytics(page: Page, analyticsURL: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(analyticsURL)) urls.push(request.url());
  });
  return urls;
}

/** Whether matomo.js ran in the page: it replaces the portal's `_paq` array by an object of its own. */
export function trackerLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const queue = (window as unknown as { _paq?: unknown })._paq;
    return Boolean(queue) && !Array.isArray(queue);
  });
}
