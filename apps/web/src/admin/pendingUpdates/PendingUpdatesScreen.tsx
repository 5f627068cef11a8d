import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { PendingUpdateToReview } from '@portal/shared';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { PendingUpdateList } from './PendingUpdateList.tsx';

/** `/admin/pendingUpdates`: every identity change awaiting review, oldest first. */
export function PendingUpdatesScreen() {
  const { t } = useTranslation();
  const query = useAdminQuery<PendingUpdateToReview[]>('/api/admin/pending-updates');
  const title = t('admin.nav.pendingUpdates');
  return (
    <AdminScreen title={title}>
      <QueryStatus query={query} />
      {query.data?.length === 0 && <Typography>{t('admin.pendingUpdates.empty')}</Typography>}
      {query.data && query.data.length > 0 && <PendingUpdateList label={title} pendingUpdates={query.data} />}
    </AdminScreen>
  );
}
