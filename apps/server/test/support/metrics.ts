/** `/metrics` as an operator's scraper reads it. */
import { expect } from 'vitest';
import type { Portal } from './harness.ts';

/** The token the metrics tests configure (`security.metrics_token`). */
export const METRICS_TOKEN = 'jeton-des-metriques';

/** Every sample of `/metrics`, by name and labels: `portal_codes_sent_total{purpose="sign_in"}`. */
export async function scrapeMetrics(portal: Portal): Promise<Map<string, number>> {
  const response = await portal.browser().get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  const samples = new Map<string, number>();
  for (const line of response.body.split('\n')) {
    const match = /^(\w+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}
