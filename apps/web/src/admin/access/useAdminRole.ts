import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../user/useCurrentUser.ts';
import { userProfileQuery } from '../../user/useUserProfile.ts';

/** Who is at the administration space: unknown yet, a visitor, a user without admin rights, or an administrator. */
export type AdminAccess = 'pending' | 'anonymous' | 'refused' | 'admin';

/**
 * `GET /me` says whether the user holds admin rights on an activated account (what the server's
 * admin calls ask); their profile (`GET /api/users/me`) whether they are a super administrator
 * (`undefined` until it is known) and which centres they administer.
 */
export function useAdminRole() {
  const { user } = useCurrentUser();
  const admin = Boolean(user?.hasAdminRights && user.activated);
  const profile = useQuery({ ...userProfileQuery, enabled: admin });
  const role = (access: AdminAccess, isSuperAdmin: boolean | undefined) => ({
    access,
    isSuperAdmin,
    profile: profile.data,
  });
  if (user === undefined) return role('pending', undefined);
  if (user === null) return role('anonymous', false);
  if (!admin) return role('refused', false);
  return role('admin', profile.isError ? false : profile.data?.isSuperAdmin);
}
