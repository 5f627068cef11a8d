import type { AccountSearch, AdminAccountSummary, Page } from '@portal/shared';
import { useAdminQuery } from '../adminCalls.ts';
import { queryString } from '../components/pageParams.ts';

/** `GET /api/admin/users?q=&state=&adminSiteId=&page=&pageSize=`: a page of the accounts the admin manages. */
export function useAccountSearch({ q, state, adminSiteId, page, pageSize }: AccountSearch) {
  const path = `/api/admin/users${queryString({ q: q?.trim(), state, adminSiteId, page, pageSize })}`;
  return useAdminQuery<Page<AdminAccountSummary>>(path, { paged: true });
}
