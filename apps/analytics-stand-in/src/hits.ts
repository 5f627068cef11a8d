/**
 * What the stand-in records: each request of Matomo's HTTP tracking API, as the query string of a
 * GET, or as the body of a POST (one request per line, or Matomo's bulk JSON `{"requests": [...]}`).
 */

export type HitKind = 'pageView' | 'event' | 'heartbeat' | 'other';

export interface Hit {
  /** ISO 8601. */
  receivedAt: string;
  kind: HitKind;
  siteId: string;
  url: string;
  /** The page's title (`action_name`). */
  title: string;
  /** The event's category, action and name (`e_c`, `e_a`, `e_n`). */
  category: string;
  action: string;
  name: string;
  /** `_id`: the visitor's id in Matomo's cookie. */
  visitorId: string;
  /** Every parameter as received. */
  params: Record<string, string>;
}

/** The most a stand-in keeps: the oldest go first. */
export const MAX_HITS = 1000;

function kindOf(params: URLSearchParams): HitKind {
  if (params.get('ping') === '1') return 'heartbeat';
  if (params.get('e_c') && params.get('e_a')) return 'event';
  if (params.has('action_name') || params.has('url')) return 'pageView';
  return 'other';
}

/** One tracking request, or nothing when it is not one (Matomo records only `rec=1` with a site). */
export function parseHit(query: string, receivedAt: Date): Hit | null {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  if (params.get('rec') !== '1' || !params.get('idsite')) return null;
  return {
    receivedAt: receivedAt.toISOString(),
    kind: kindOf(params),
    siteId: params.get('idsite') ?? '',
    url: params.get('url') ?? '',
    title: params.get('action_name') ?? '',
    category: params.get('e_c') ?? '',
    action: params.get('e_a') ?? '',
    name: params.get('e_n') ?? '',
    visitorId: params.get('_id') ?? '',
    params: Object.fromEntries(params),
  };
}

/** The requests a POST body holds: Matomo's bulk JSON, or one query string per line. */
export function requestsOfBody(body: string): string[] {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const requests = (JSON.parse(text) as { requests?: unknown }).requests;
      return Array.isArray(requests) ? requests.filter((request) => typeof request === 'string') : [];
    } catch {
      return [];
    }
  }
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}
