import { useNavigate, useParams, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminAccountDetail } from '@portal/shared';
import { AccountActionButtons } from '../accountActions/AccountActionButtons.tsx';
import { allowedActions } from '../accountActions/accountActionRules.ts';
import { useAdminQuery } from '../adminCalls.ts';
import { accountName } from '../components/accountName.ts';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { AccountBadges } from './AccountBadges.tsx';
import { AccountHistory } from './AccountHistory.tsx';
import { AccountIdentity } from './AccountIdentity.tsx';
import { AccountRequests } from './AccountRequests.tsx';
import { AccountSection } from './AccountSection.tsx';
import { SuperAdminSwitch } from './SuperAdminSwitch.tsx';

const USERS = '/admin/users';

/** `/admin/users/:userId`: everything about an account, and the actions its state allows. */
export function AccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  const query = useAdminQuery<AdminAccountDetail>(`/api/admin/users/${encodeURIComponent(userId)}`);
  const account = query.data;
  const name = account ? accountName(account) : '';
  const actions = account ? allowedActions(account.actions) : [];
  return (
    <AdminScreen title={name || t('admin.nav.users')}>
      <Link component={RouterLink} to={USERS} sx={{ alignSelf: 'flex-start' }}>
        {t('admin.account.backToList')}
      </Link>
      <QueryStatus query={query} />
      {account && (
        <>
          <AccountBadges account={account} />
          <AccountSection title={t('admin.account.actionsTitle')}>
            <Stack spacing={2}>
              {actions.length === 0 && !account.actions.changeSuperAdmin && (
                <Typography>{t('admin.account.noAction')}</Typography>
              )}
              <AccountActionButtons
                userId={account.userId}
                name={name}
                actions={actions}
                onRemoved={() => navigate(USERS, { replace: true })}
              />
              {account.actions.changeSuperAdmin && (
                <SuperAdminSwitch userId={account.userId} name={name} isSuperAdmin={account.isSuperAdmin} />
              )}
            </Stack>
          </AccountSection>
          <AccountSection title={t('admin.account.identity')}>
            <AccountIdentity account={account} />
          </AccountSection>
          <AccountSection title={t('admin.account.history')}>
            <AccountHistory account={account} />
          </AccountSection>
          <AccountRequests account={account} />
        </>
      )}
    </AdminScreen>
  );
}
