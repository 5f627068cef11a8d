/**
 * What a page view tells the analytics tool: the screen's address (hash route included) and title,
 * never a secret nor a person. Route parameters are a password-reset token or an account's id, and
 * an account's page is titled with its holder's name: those pages are sent as their route pattern,
 * under a fixed title. The hash's query (interaction ids) is dropped.
 */
import { labels } from '@portal/shared';
import { matchPath } from 'react-router';

const titled = (screen: string) => `${screen} – ${labels.app.name}`;

/** The routes with a parameter (`app/routes.tsx`, `admin/AdminSpace.tsx`). */
const PARAMETER_ROUTES = [
  { pattern: '/reinit-password/:reinitToken', title: titled(labels.passwordReset.title) },
  { pattern: '/admin/users/:userId', title: titled(labels.tracking.accountPageTitle) },
];

export interface TrackedPage {
  url: string;
  title: string;
}

/** The page view of the screen at `pathname` (the router's, inside the hash), on the portal's address. */
export function trackedPage(pathname: string, documentTitle: string, address: Location = window.location): TrackedPage {
  const parameterRoute = PARAMETER_ROUTES.find(({ pattern }) => matchPath(pattern, pathname));
  const route = parameterRoute?.pattern ?? pathname;
  return {
    url: `${address.origin}${address.pathname}#${route}`,
    title: parameterRoute?.title ?? documentTitle,
  };
}
