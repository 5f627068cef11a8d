/**
 * The portal's `/metrics` (Prometheus text), read with BENCH_METRICS_TOKEN (bench/run.ts sets it);
 * undefined without the token or when the portal does not answer.
 */
import { request } from 'undici';

/** What a figure from `/metrics` prints when the portal's metrics could not be read. */
export const UNKNOWN_WITHOUT_METRICS = 'unknown (set BENCH_METRICS_TOKEN)';

export async function portalMetrics(base: URL): Promise<string | undefined> {
  const token = process.env.BENCH_METRICS_TOKEN;
  if (!token) return undefined;
  try {
    const reply = await request(new URL('/metrics', base), { headers: { authorization: `Bearer ${token}` } });
    const text = await reply.body.text();
    return reply.statusCode === 200 ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The value of the sample `name{labels}` (labels exactly as the portal writes them, without braces). */
export function sample(text: string | undefined, name: string, labels = ''): number | undefined {
  if (text === undefined) return undefined;
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}
