import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditEvent, Page } from '@portal/shared';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminPagination } from '../components/AdminPagination.tsx';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { queryString } from '../components/pageParams.ts';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { AuditEventList } from './AuditEventList.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import { useAuditSearchParams } from './useAuditSearchParams.ts';

/** `/admin/audit`: the security events and administrative actions of the admin's scope, newest first. */
export function AuditScreen() {
  const { t } = useTranslation();
  const { search, setFilter, setPage } = useAuditSearchParams();
  const { q, action, userId, page, pageSize } = search;
  const log = useAdminQuery<Page<AuditEvent>>(
    `/api/admin/audit${queryString({ q: q.trim(), action, userId, page, pageSize })}`,
    { paged: true },
  );
  return (
    <AdminScreen title={t('admin.audit.title')}>
      <AuditFilters search={search} onChange={setFilter} />
      {userId && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setFilter({ q: q || undefined, action, userId: undefined })}
            >
              {t('admin.audit.allAccounts')}
            </Button>
          }
          sx={{ flexWrap: 'wrap' }}
        >
          {t('admin.audit.oneAccount')}
        </Alert>
      )}
      <QueryStatus query={log} />
      {log.data?.total === 0 && <Typography aria-live="polite">{t('admin.audit.empty')}</Typography>}
      {log.data && log.data.total > 0 && (
        <div>
          <AuditEventList label={t('admin.audit.events')} events={log.data.items} />
          <AdminPagination total={log.data.total} page={page} pageSize={pageSize} onChange={setPage} />
        </div>
      )}
    </AdminScreen>
  );
}
