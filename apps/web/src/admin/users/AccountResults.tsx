import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminAccountSummary } from '@portal/shared';
import { accountNameColumn } from '../components/accountColumns.tsx';
import { DataList } from '../components/DataList.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { StateChip } from '../components/StateChip.tsx';

/** A page of found accounts: name, address, RPPS, state, centres, last sign-in. */
export function AccountResults({ accounts }: { accounts: AdminAccountSummary[] }) {
  const { t } = useTranslation();
  return (
    <DataList
      label={t('admin.users.results')}
      rows={accounts}
      rowKey={(account) => account.userId}
      columns={[
        accountNameColumn(t),
        { key: 'email', label: t('fields.email'), render: (account) => account.email ?? t('admin.none') },
        { key: 'rpps', label: t('fields.rpps'), render: (account) => account.rpps ?? t('admin.none') },
        {
          key: 'state',
          label: t('admin.users.state'),
          render: (account) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <StateChip state={account.state} />
              {account.deletionRequestedAt && (
                <Chip size="small" variant="outlined" color="error" label={t('admin.filters.deletionRequested')} />
              )}
            </Stack>
          ),
        },
        {
          key: 'adminSites',
          label: t('admin.users.adminSites'),
          render: (account) => account.adminSites.join(', ') || t('admin.none'),
        },
        {
          key: 'lastSignIn',
          label: t('admin.users.lastSignIn'),
          render: (account) => (account.lastSignInAt ? formatDateTime(account.lastSignInAt) : t('admin.never')),
        },
      ]}
    />
  );
}
