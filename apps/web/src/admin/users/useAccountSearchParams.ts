import { ACCOUNT_FILTERS, type AccountFilter, type AccountSearch } from '@portal/shared';
import { useHashQuery } from '../../components/useHashQuery.ts';
import { pageChanges, readPage } from '../components/pageParams.ts';

const isFilter = (value: string | undefined): value is AccountFilter =>
  (ACCOUNT_FILTERS as readonly string[]).includes(value ?? '');

/**
 * The account search as the hash query holds it (`#/admin/users?q=&state=&adminSiteId=&page=`), so
 * that back and forward return to earlier searches. A new filter starts again at page 1.
 */
export function useAccountSearchParams() {
  const hashQuery = useHashQuery();
  const state = hashQuery.get('state');
  const search: Required<Pick<AccountSearch, 'page' | 'pageSize'>> & AccountSearch = {
    q: hashQuery.get('q') ?? '',
    state: isFilter(state) ? state : undefined,
    adminSiteId: hashQuery.get('adminSiteId'),
    ...readPage(hashQuery.get),
  };
  const setFilter = (changes: Pick<AccountSearch, 'q' | 'state' | 'adminSiteId'>) =>
    hashQuery.set({ ...changes, ...pageChanges({ page: 1, pageSize: search.pageSize }) });
  const setPage = (change: { page: number; pageSize: number }) => hashQuery.set(pageChanges(change));
  return { search, setFilter, setPage };
}
