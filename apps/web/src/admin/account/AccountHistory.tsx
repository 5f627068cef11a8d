import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { AdminAccountDetail } from '@portal/shared';
import { ReadRow } from '../../components/ReadRow.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';

/** When the account was created, validated, last used; why it is locked or until when it is throttled. */
export function AccountHistory({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation();
  const moment = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <ReadRow label={t('admin.users.createdAt')}>{formatDateTime(account.createdAt)}</ReadRow>
      <ReadRow label={t('admin.account.activatedAt')}>{moment(account.activatedAt, t('admin.none'))}</ReadRow>
      <ReadRow label={t('admin.account.lastSignInAt')}>{moment(account.lastSignInAt, t('admin.never'))}</ReadRow>
      {account.deletionRequestedAt && (
        <ReadRow label={t('admin.users.deletionRequested')}>{formatDateTime(account.deletionRequestedAt)}</ReadRow>
      )}
      {account.lockedReason && (
        <ReadRow label={t('admin.account.lockedReason')}>
          {account.lockedAt
            ? t('admin.account.lockedOn', { reason: account.lockedReason, date: formatDateTime(account.lockedAt) })
            : account.lockedReason}
        </ReadRow>
      )}
      {account.throttledUntil && (
        <ReadRow label={t('admin.account.throttledUntil')}>{formatDateTime(account.throttledUntil)}</ReadRow>
      )}
      <ReadRow label={t('admin.account.failedLoginCount')}>{account.failedLoginCount}</ReadRow>
    </Box>
  );
}
