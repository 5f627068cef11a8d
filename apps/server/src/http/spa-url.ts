/** Addresses of the SPA (hash routes): relative for the server's redirects, absolute for e-mails. */
export function spaUrl(route: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return `/#/${route}${params ? `?${params}` : ''}`;
}

/** `{public_url}/#/{route}`, for a link in an e-mail. */
export const absoluteSpaUrl = (publicUrl: string, route = '') => `${publicUrl.replace(/\/$/, '')}${spaUrl(route)}`;
