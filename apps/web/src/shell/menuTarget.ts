/** Where a menu URL of the configuration leads: a screen of this app, or any other address. */
type MenuTarget = { route: string } | { href: string };

/** `/` and `/#/...` are screens of the portal; the rest (`/admin`, `https://...`) is left as is. */
export function menuTarget(url: string): MenuTarget {
  if (url === '/' || url === '/#' || url === '/#/') return { route: '/' };
  if (url.startsWith('/#/')) return { route: url.slice(2) };
  if (url.startsWith('#/')) return { route: url.slice(1) };
  return { href: url };
}
