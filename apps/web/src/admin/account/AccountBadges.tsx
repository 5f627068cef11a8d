import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminAccountDetail } from '@portal/shared';
import { StateChip } from '../components/StateChip.tsx';

/** The account's state and roles, and whether its owner asked for its deletion. */
export function AccountBadges({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <StateChip state={account.state} />
      {account.isSuperAdmin && <Chip size="small" color="primary" label={t('admin.account.superAdmin')} />}
      {account.isAdmin && !account.isSuperAdmin && (
        <Chip size="small" color="primary" label={t('admin.account.admin')} />
      )}
      {account.deletionRequestedAt && (
        <Chip size="small" variant="outlined" color="error" label={t('admin.filters.deletionRequested')} />
      )}
    </Stack>
  );
}
