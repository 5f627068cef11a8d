import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAIL_LIST_LIMIT, type OutboxMails } from '@portal/shared';
import { SuperAdminOnly } from '../access/SuperAdminOnly.tsx';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { FailedMailList } from './FailedMailList.tsx';

function FailedMails() {
  const { t } = useTranslation();
  const query = useAdminQuery<OutboxMails>('/api/admin/mails?state=failed');
  // The resent mail's row (and its button) leaves the list: the focus goes to the list, not the page's start.
  const list = useRef<HTMLDivElement>(null);
  const mails = query.data?.mails;
  return (
    <>
      <QueryStatus query={query} />
      <Box ref={list} tabIndex={-1} sx={{ minWidth: 0, '&:focus': { outline: 'none' } }}>
        {mails?.length === 0 && <Typography>{t('admin.failedMails.empty')}</Typography>}
        {mails && mails.length > 0 && (
          <>
            <FailedMailList mails={mails} onResent={() => list.current?.focus()} />
            {mails.length >= MAIL_LIST_LIMIT && (
              <Typography sx={{ mt: 1 }}>{t('admin.failedMails.capped', { count: MAIL_LIST_LIMIT })}</Typography>
            )}
          </>
        )}
      </Box>
    </>
  );
}

/** `/admin/mails` (super administrators): the mails whose every try failed, newest first, each sent again by a button. */
export function FailedMailsScreen() {
  const { t } = useTranslation();
  return (
    <AdminScreen title={t('admin.nav.mails')}>
      <SuperAdminOnly>
        <FailedMails />
      </SuperAdminOnly>
    </AdminScreen>
  );
}
