import { directoryRefreshMessages, type DirectoryRefreshes } from '@portal/shared';
import { post, useAdminMutation, useAdminQuery } from '../adminCalls.ts';

const REFRESHES = '/api/admin/directory/refreshes';
/** How often the screen asks again while a refresh runs (an extract of 2 million lines takes minutes). */
const POLL_MS = 2_000;

/** `GET /api/admin/directory/refreshes`: asked again every two seconds while a refresh runs. */
export function useDirectoryRefreshes() {
  return useAdminQuery<DirectoryRefreshes>(REFRESHES, {
    refetchInterval: (data) => (data?.current?.state === 'running' ? POLL_MS : false),
  });
}

/** `POST /api/admin/directory/refreshes`: starts a refresh now. */
export function useStartDirectoryRefresh() {
  return useAdminMutation(
    () => post(REFRESHES),
    () => directoryRefreshMessages.started,
  );
}

export type RefreshDecision = 'confirm' | 'abandon';

/** `POST /api/admin/directory/refreshes/{refreshId}/confirm` or `/abandon`: decides on a refresh awaiting confirmation. */
export function useDecideDirectoryRefresh() {
  return useAdminMutation(
    ({ refreshId, decision }: { refreshId: string; decision: RefreshDecision }) =>
      post(`${REFRESHES}/${encodeURIComponent(refreshId)}/${decision}`),
    ({ decision }) =>
      decision === 'confirm' ? directoryRefreshMessages.confirmed : directoryRefreshMessages.abandoned,
  );
}
