/**
 * On load, an address with a query string (`/?code=...`) is replaced by the portal's home, so
 * that only the hash carries state. Answers whether the page is being replaced.
 */
export function dropQueryString(location: Pick<Location, 'search' | 'replace'>): boolean {
  if (location.search === '') return false;
  location.replace('/#/');
  return true;
}
