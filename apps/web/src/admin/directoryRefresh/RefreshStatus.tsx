import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { DirectoryRefresh, DirectoryRefreshState } from '@portal/shared';
import { formatDateTime } from '../components/formatDateTime.ts';

const SEVERITIES = {
  running: 'info',
  awaitingConfirmation: 'warning',
  applied: 'success',
  refused: 'error',
  abandoned: 'info',
  failed: 'error',
} as const satisfies Record<DirectoryRefreshState, string>;

/**
 * Where the refresh under way stands, else how the latest one ended (with its reason), in a polite
 * status: a screen reader hears the refresh end while the screen polls, without moving its focus.
 */
export function RefreshStatus({ refresh }: { refresh: DirectoryRefresh | null }) {
  const { t } = useTranslation();
  const text = refresh
    ? t(`admin.directory.status.${refresh.state}`, {
        date: formatDateTime(
          refresh.state === 'running' ? refresh.startedAt : (refresh.finishedAt ?? refresh.startedAt),
        ),
        reason: refresh.reason ?? '',
      })
    : t('admin.directory.status.none');
  return (
    <Alert role="status" aria-live="polite" severity={refresh ? SEVERITIES[refresh.state] : 'info'}>
      {text.trim()}
    </Alert>
  );
}
