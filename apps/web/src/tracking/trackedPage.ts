/**
 * What a page view tells the analytics tool: the screen's address (hash route included) and title,
 * never a secret nor a person. Route parameters are a password-reset token or an account's id, and
 * an account's page is titled with its holder's name: those pages are sent as their route pattern,
 * under a fixed title. The hash's query (interaction ids) is dropped.
 */
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router';

/** The routes with a parameter (`app/routes.tsx`, `admin/AdminSpace.tsx`), and their title's label. */
const PARAMETER_ROUTES = [
  { pattern: '/reinit-password/:reinitToken', title: 'passwordReset.title' },
  { pattern: '/admin/users/:userId', title: 'tracking.accountPageTitle' },
] as const;

export interface TrackedPage {
  url: string;
  title: string;
}

/** The page view of the screen at `pathname` (the router's, inside the hash), on the portal's address. */
export function trackedPage(
  pathname: string,
  documentTitle: string,
  t: TFunction,
  address: Location = window.location,
): TrackedPage {
  const parameterRoute = PARAMETER_ROUTES.find(({ pattern }) => matchPath(pattern, pathname));
  const route = parameterRoute?.pattern ?? pathname;
  return {
    url: `${address.origin}${address.pathname}#${route}`,
    title: parameterRoute ? `${t(parameterRoute.title)} – ${t('app.name')}` : documentTitle,
  };
}
