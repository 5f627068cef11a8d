import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { OutboxMail } from '@portal/shared';
import { DataList, type Column } from '../components/DataList.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { ResendMailButton } from './ResendMailButton.tsx';

/** The failed mails: recipient, subject, when, tries, the SMTP server's last answer, and the button. */
export function FailedMailList({ mails, onResent }: { mails: OutboxMail[]; onResent: () => void }) {
  const { t } = useTranslation();
  const columns: Column<OutboxMail>[] = [
    { key: 'to', label: t('admin.failedMails.to'), render: (mail) => mail.to },
    { key: 'subject', label: t('admin.failedMails.subject'), render: (mail) => mail.subject },
    { key: 'createdAt', label: t('admin.failedMails.createdAt'), render: (mail) => formatDateTime(mail.createdAt) },
    {
      key: 'attempts',
      label: t('admin.failedMails.attempts'),
      render: (mail) =>
        t('admin.failedMails.attemptsDone', {
          count: mail.attempts,
          date: formatDateTime(mail.lastAttemptAt ?? mail.createdAt),
        }),
    },
    {
      key: 'lastError',
      label: t('admin.failedMails.lastError'),
      render: (mail) =>
        mail.lastError ? (
          <Box component="code" sx={{ fontSize: '0.8125rem' }}>
            {mail.lastError}
          </Box>
        ) : (
          t('admin.failedMails.noError')
        ),
    },
    {
      key: 'resend',
      label: t('admin.failedMails.resendColumn'),
      render: (mail) => <ResendMailButton mail={mail} onResent={onResent} />,
    },
  ];
  return <DataList label={t('admin.failedMails.list')} columns={columns} rows={mails} rowKey={(mail) => mail.id} />;
}
