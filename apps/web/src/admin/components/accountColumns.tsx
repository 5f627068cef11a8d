import type { TFunction } from 'i18next';
import type { AdminAccountSummary } from '@portal/shared';
import { AccountLink } from './AccountLink.tsx';
import { accountName } from './accountName.ts';
import type { Column } from './DataList.tsx';
import { StateChip } from './StateChip.tsx';

/** An account's name, linking to its page: the first column of every list of accounts. */
export const accountNameColumn = (t: TFunction): Column<AdminAccountSummary> => ({
  key: 'name',
  label: t('admin.users.name'),
  render: (account) => <AccountLink userId={account.userId} name={accountName(account)} />,
});

/** An account's state, in words. */
export const accountStateColumn = (t: TFunction): Column<AdminAccountSummary> => ({
  key: 'state',
  label: t('admin.users.state'),
  render: (account) => <StateChip state={account.state} />,
});
