import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminSiteEntry } from '@portal/shared';
import { SuperAdminOnly } from '../access/SuperAdminOnly.tsx';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { AdminSiteCard } from './AdminSiteCard.tsx';
import { AdminSiteDialog } from './AdminSiteDialog.tsx';

function AdminSites() {
  const { t } = useTranslation();
  const query = useAdminQuery<AdminSiteEntry[]>('/api/admin/admin-sites');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setCreating(true)}>
        {t('admin.adminSites.create')}
      </Button>
      <QueryStatus query={query} />
      {query.data && (
        <Box
          component="ul"
          aria-label={t('admin.nav.adminSites')}
          sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}
        >
          {query.data.map((adminSite) => (
            <li key={adminSite.adminSiteId}>
              <AdminSiteCard adminSite={adminSite} />
            </li>
          ))}
        </Box>
      )}
      <AdminSiteDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

/** `/admin/adminSites` (super administrators): every centre, its administrators and accounts. */
export function AdminSitesScreen() {
  const { t } = useTranslation();
  return (
    <AdminScreen title={t('admin.nav.adminSites')}>
      <SuperAdminOnly>
        <AdminSites />
      </SuperAdminOnly>
    </AdminScreen>
  );
}
