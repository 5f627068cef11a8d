import { useTranslation } from 'react-i18next';
import type { AdminAccountSummary } from '@portal/shared';
import { AccountActionButtons } from '../accountActions/AccountActionButtons.tsx';
import type { ConfirmedAction } from '../accountActions/accountActionRules.ts';
import { accountNameColumn, accountStateColumn } from '../components/accountColumns.tsx';
import { accountName } from '../components/accountName.ts';
import { DataList, type Column } from '../components/DataList.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { RppsCheckDetails } from '../rppsCheck/RppsCheckDetails.tsx';

interface BoardAccountsProps {
  label: string;
  accounts: AdminAccountSummary[];
  actions: ConfirmedAction[];
  /** Since when it waits: its sign-up, or its deletion request; else its state is shown. */
  since?: 'createdAt' | 'deletionRequestedAt';
  /** Shows each RPPS against the directory, certified or declared (the accounts to validate). */
  withRpps?: boolean;
}

const rppsColumn = (label: string, none: string): Column<AdminAccountSummary> => ({
  key: 'rpps',
  label,
  render: (account) =>
    account.rppsCheck ? (
      <>
        {account.rppsCheck.rpps}
        <RppsCheckDetails check={account.rppsCheck} />
      </>
    ) : (
      none
    ),
});

/** Accounts of a board list, each with its link, its address, since when it waits, its RPPS if asked, and the actions at hand. */
export function BoardAccounts({ label, accounts, actions, since, withRpps = false }: BoardAccountsProps) {
  const { t } = useTranslation();
  const waiting: Column<AdminAccountSummary> = since
    ? {
        key: 'since',
        label: since === 'createdAt' ? t('admin.users.createdAt') : t('admin.users.deletionRequested'),
        render: (account) => formatDateTime(account[since] ?? account.createdAt),
      }
    : accountStateColumn(t);
  return (
    <DataList
      label={label}
      rows={accounts}
      rowKey={(account) => account.userId}
      columns={[
        accountNameColumn(t),
        { key: 'email', label: t('fields.email'), render: (account) => account.email ?? t('admin.none') },
        ...(withRpps ? [rppsColumn(t('fields.rpps'), t('admin.none'))] : []),
        waiting,
        {
          key: 'actions',
          label: t('admin.account.actionsTitle'),
          render: (account) => (
            <AccountActionButtons userId={account.userId} name={accountName(account)} actions={actions} listed />
          ),
        },
      ]}
    />
  );
}
