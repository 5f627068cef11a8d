import type { AdminWaiting } from '@portal/shared';
import { useAdminQuery } from '../adminCalls.ts';

const REFRESH_MS = 60_000;

/** `GET /api/admin/waiting`: how many things wait for an administrator, asked again every minute and on focus. */
export function useAdminWaiting(isAdmin: boolean): number {
  const query = useAdminQuery<AdminWaiting>('/api/admin/waiting', { enabled: isAdmin, refetchInterval: REFRESH_MS });
  return isAdmin ? (query.data?.total ?? 0) : 0;
}
