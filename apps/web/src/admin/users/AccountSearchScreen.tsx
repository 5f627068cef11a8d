import { useTranslation } from 'react-i18next';
import { ADMIN_COUNT_LIMIT } from '@portal/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdminPagination } from '../components/AdminPagination.tsx';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { AccountResults } from './AccountResults.tsx';
import { AccountSearchFields } from './AccountSearchFields.tsx';
import { useAccountSearch } from './useAccountSearch.ts';
import { useAccountSearchParams } from './useAccountSearchParams.ts';

/** `/admin/users`: the accounts the administrator manages, searched and filtered, a page at a time. */
export function AccountSearchScreen() {
  const { t } = useTranslation();
  const { search, setFilter, setPage } = useAccountSearchParams();
  const accounts = useAccountSearch(search);
  return (
    <AdminScreen title={t('admin.nav.users')}>
      <AccountSearchFields search={search} onChange={setFilter} />
      <QueryStatus query={accounts} />
      <Box aria-live="polite">
        {accounts.data?.total === 0 && <Typography>{t('admin.users.noResult')}</Typography>}
        {accounts.data?.capped && <Typography>{t('admin.users.capped', { count: ADMIN_COUNT_LIMIT })}</Typography>}
      </Box>
      {accounts.data && accounts.data.total > 0 && (
        <div>
          <AccountResults accounts={accounts.data.items} />
          <AdminPagination
            total={accounts.data.total}
            page={search.page}
            pageSize={search.pageSize}
            onChange={setPage}
          />
        </div>
      )}
    </AdminScreen>
  );
}
