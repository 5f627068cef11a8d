import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SUPPORT_STATES, type Page, type SupportRequest, type SupportState } from '@portal/shared';
import { useHashQuery } from '../../components/useHashQuery.ts';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminPagination } from '../components/AdminPagination.tsx';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { pageChanges, queryString, readPage } from '../components/pageParams.ts';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { SupportRequestList } from './SupportRequestList.tsx';

/** `/admin/support?state=open|handled`: the "Je ne reçois pas mon code" requests, a page at a time. */
export function SupportScreen() {
  const { t } = useTranslation();
  const hashQuery = useHashQuery();
  const state: SupportState = hashQuery.get('state') === 'handled' ? 'handled' : 'open';
  const { page, pageSize } = readPage(hashQuery.get);
  const query = useAdminQuery<Page<SupportRequest>>(
    `/api/admin/support-requests${queryString({ state, page, pageSize })}`,
    { paged: true },
  );
  const title = t('admin.support.title');
  return (
    <AdminScreen title={title}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state}
        aria-label={t('admin.support.stateLabel')}
        onChange={(_, next: SupportState | null) =>
          next && hashQuery.set({ state: next === 'open' ? undefined : next, ...pageChanges({ page: 1, pageSize }) })
        }
      >
        {SUPPORT_STATES.map((one) => (
          <ToggleButton key={one} value={one} sx={{ color: 'text.secondary' }}>
            {t(`admin.support.states.${one}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryStatus query={query} />
      {query.data?.total === 0 && <Typography>{t(`admin.support.empty.${state}`)}</Typography>}
      {query.data && query.data.total > 0 && (
        <div>
          <SupportRequestList label={t(`admin.support.states.${state}`)} supportRequests={query.data.items} />
          <AdminPagination
            total={query.data.total}
            page={page}
            pageSize={pageSize}
            onChange={(change) => hashQuery.set(pageChanges(change))}
          />
        </div>
      )}
    </AdminScreen>
  );
}
