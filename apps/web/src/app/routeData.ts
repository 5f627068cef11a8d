import type { QueryClient } from '@tanstack/react-query';
import { adminQuery } from '../admin/adminCalls.ts';
import { currentUserQuery } from '../user/useCurrentUser.ts';
import { userProfileQuery } from '../user/userProfileQuery.ts';

/** The administration calls of the screens an address names (`#/admin`, `#/admin/users/{id}`). */
function adminPathsOf(path: string): string[] {
  if (/^\/admin\/?$/.test(path)) return ['/api/admin/board'];
  const account = /^\/admin\/users\/([^/]+)\/?$/.exec(path)?.[1];
  if (!account) return [];
  try {
    // As the account's screen asks for it: its route parameter is decoded, then encoded again.
    return [`/api/admin/users/${encodeURIComponent(decodeURIComponent(account))}`];
  } catch {
    return [];
  }
}

/**
 * Fetches, with the start's three calls, what the screen the address names shows first for the
 * signed-in user: the profile (`#/myProfile`, and the administration space, whose menu depends on
 * it), the board or an account's page. The page then renders them at once, without a loading state
 * and a second round trip. A visitor's address fetches nothing more; a call that fails leaves its
 * query in error, for the screen to show as before.
 */
export async function prefetchRouteData(hash: string, queryClient: QueryClient): Promise<void> {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const profile = path === '/myProfile';
  const admin = /^\/admin(\/|$)/.test(path);
  if (!profile && !admin) return;
  const user = await queryClient.fetchQuery(currentUserQuery).catch(() => null);
  if (!user) return;
  if (admin && !(user.hasAdminRights && user.activated)) return;
  await Promise.all([
    queryClient.prefetchQuery(userProfileQuery),
    ...(admin ? adminPathsOf(path) : []).map((call) => queryClient.prefetchQuery(adminQuery(call))),
  ]);
}
