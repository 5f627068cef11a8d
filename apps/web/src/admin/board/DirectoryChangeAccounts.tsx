import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { AdminAccountSummary } from '@portal/shared';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import { accountNameColumn, accountStateColumn } from '../components/accountColumns.tsx';
import { DataList } from '../components/DataList.tsx';
import { DirectoryCheckNote } from '../rppsCheck/DirectoryCheckNote.tsx';
import { DirectoryRecordText } from '../rppsCheck/DirectoryRecordText.tsx';

/**
 * Accounts whose RPPS left the directory or whose identity now differs from it: the account's civil
 * title, names and RPPS beside the directory's verdict and record, so the difference reads at a glance.
 */
export function DirectoryChangeAccounts({ label, accounts }: { label: string; accounts: AdminAccountSummary[] }) {
  const { t } = useTranslation();
  return (
    <DataList
      label={label}
      rows={accounts}
      rowKey={(account) => account.userId}
      columns={[
        accountNameColumn(t),
        {
          key: 'account',
          label: t('admin.directory.boardAccount'),
          render: (account) => (
            <>
              {civilTitleText(t, account.civilTitle)} {account.firstName} {account.lastName}
              <br />
              {t('fields.rpps')} {account.rpps}
            </>
          ),
        },
        {
          key: 'directory',
          label: t('admin.rpps.directory'),
          render: (account) =>
            account.rppsCheck && (
              <Stack spacing={1} sx={{ minWidth: 0 }}>
                <DirectoryCheckNote check={account.rppsCheck.directoryCheck} />
                <div>
                  <DirectoryRecordText record={account.rppsCheck.directoryRecord} />
                </div>
              </Stack>
            ),
        },
        accountStateColumn(t),
      ]}
    />
  );
}
