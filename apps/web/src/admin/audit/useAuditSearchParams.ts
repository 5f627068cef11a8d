import { AUDIT_ACTIONS, type AuditAction, type AuditSearch } from '@portal/shared';
import { useHashQuery } from '../../components/useHashQuery.ts';
import { pageChanges, readPage } from '../components/pageParams.ts';

const isAction = (value: string | undefined): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** The audit search as the hash query holds it (`#/admin/audit?q=&action=&userId=&page=`); a new filter starts at page 1. */
export function useAuditSearchParams() {
  const hashQuery = useHashQuery();
  const action = hashQuery.get('action');
  const search = {
    q: hashQuery.get('q') ?? '',
    action: isAction(action) ? action : undefined,
    userId: hashQuery.get('userId'),
    ...readPage(hashQuery.get),
  } satisfies AuditSearch;
  const setFilter = (changes: Pick<AuditSearch, 'q' | 'action' | 'userId'>) =>
    hashQuery.set({ ...changes, ...pageChanges({ page: 1, pageSize: search.pageSize }) });
  const setPage = (change: { page: number; pageSize: number }) => hashQuery.set(pageChanges(change));
  return { search, setFilter, setPage };
}
