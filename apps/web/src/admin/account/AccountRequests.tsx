import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminAccountDetail } from '@portal/shared';
import { AuditEventList } from '../audit/AuditEventList.tsx';
import { PendingUpdateList } from '../pendingUpdates/PendingUpdateList.tsx';
import { SupportRequestList } from '../support/SupportRequestList.tsx';
import { AccountSection } from './AccountSection.tsx';

/** What the account asked (identity changes, support) and what happened to it lately. */
export function AccountRequests({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation();
  const { pendingUpdates, supportRequests, events } = account;
  return (
    <>
      <AccountSection title={t('admin.account.pendingUpdates')}>
        {pendingUpdates.length === 0 ? (
          <Typography>{t('admin.pendingUpdates.empty')}</Typography>
        ) : (
          <PendingUpdateList label={t('admin.account.pendingUpdates')} pendingUpdates={pendingUpdates} />
        )}
      </AccountSection>
      <AccountSection title={t('admin.support.title')}>
        {supportRequests.length === 0 ? (
          <Typography>{t('admin.account.noSupportRequest')}</Typography>
        ) : (
          <SupportRequestList label={t('admin.support.title')} supportRequests={supportRequests} />
        )}
      </AccountSection>
      <AccountSection title={t('admin.account.events')}>
        {events.length === 0 ? (
          <Typography>{t('admin.audit.empty')}</Typography>
        ) : (
          <AuditEventList label={t('admin.account.events')} events={events} />
        )}
        <Link
          component={RouterLink}
          to={`/admin/audit?userId=${encodeURIComponent(account.userId)}`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('admin.account.wholeLog')}
        </Link>
      </AccountSection>
    </>
  );
}
