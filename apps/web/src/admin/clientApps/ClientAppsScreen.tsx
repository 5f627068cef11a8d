import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ClientAppEntry } from '@portal/shared';
import { SuperAdminOnly } from '../access/SuperAdminOnly.tsx';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { ClientAppRow } from './ClientAppRow.tsx';

function ClientApps() {
  const { t } = useTranslation();
  const query = useAdminQuery<ClientAppEntry[]>('/api/admin/client-apps');
  return (
    <>
      <QueryStatus query={query} />
      {query.data && (
        <Paper sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
          <Box component="ul" aria-label={t('admin.clientApps.list')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {query.data.map((clientApp) => (
              <Box component="li" key={clientApp.clientId} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <ClientAppRow clientApp={clientApp} />
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </>
  );
}

/** `/admin/clientApps` (super administrators): the client apps, each suspended or resumed by a switch. */
export function ClientAppsScreen() {
  const { t } = useTranslation();
  return (
    <AdminScreen title={t('admin.nav.clientApps')}>
      <SuperAdminOnly>
        <ClientApps />
      </SuperAdminOnly>
    </AdminScreen>
  );
}
