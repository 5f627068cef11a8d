/** The rights an account's flags give, and the `GET /me` shape (also the head of the profile). */
import type { CivilTitle, CurrentUser } from '@portal/shared';

/** A user may open client apps once validated, unless locked. */
export const hasUserRights = (user: { activated: boolean; locked: boolean }) => user.activated && !user.locked;

export interface CurrentUserFields {
  id: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  activated: boolean;
  locked: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export function toCurrentUser(user: CurrentUserFields): CurrentUser {
  return {
    userId: user.id,
    civilTitle: user.civilTitle,
    firstName: user.firstName,
    lastName: user.lastName,
    activated: user.activated,
    locked: user.locked,
    hasUserRights: hasUserRights(user),
    hasAdminRights: user.isAdmin || user.isSuperAdmin,
  };
}

/** "Claire Dubois", or the company name of a corporation. */
export const displayName = (user: { firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
