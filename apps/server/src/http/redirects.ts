/** Addresses of the SPA (hash routes) that the server redirects to. */
export function spaUrl(route: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return `/#/${route}${params ? `?${params}` : ''}`;
}
