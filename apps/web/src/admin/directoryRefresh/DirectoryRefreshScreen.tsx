import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SuperAdminOnly } from '../access/SuperAdminOnly.tsx';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { CurrentRefresh } from './CurrentRefresh.tsx';
import { RecentRefreshes } from './RecentRefreshes.tsx';
import { RefreshStatus } from './RefreshStatus.tsx';
import { useDirectoryRefreshes, useStartDirectoryRefresh } from './directoryRefreshCalls.ts';

/** Starts a refresh now (no dialog: a small change applies, a large one still waits for a confirmation). */
function StartRefresh() {
  const { t } = useTranslation();
  const call = useStartDirectoryRefresh();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('admin.directory.startHint')}</Typography>
      <Button variant="contained" disabled={call.isPending} onClick={() => call.mutate(undefined)}>
        {t('admin.directory.start')}
      </Button>
    </Stack>
  );
}

function DirectoryRefreshes() {
  const { t } = useTranslation();
  const query = useDirectoryRefreshes();
  const refreshes = query.data;
  return (
    <>
      <QueryStatus query={query} />
      {refreshes && (
        <>
          {!refreshes.configured && <Alert severity="info">{t('admin.directory.notConfigured')}</Alert>}
          <RefreshStatus refresh={refreshes.current ?? refreshes.recent[0] ?? null} />
          {refreshes.current ? (
            <CurrentRefresh refresh={refreshes.current} />
          ) : (
            refreshes.configured && <StartRefresh />
          )}
          <RecentRefreshes refreshes={refreshes.recent} />
        </>
      )}
    </>
  );
}

/** `/admin/directory` (super administrators): the national directory's refreshes, started, confirmed or abandoned here. */
export function DirectoryRefreshScreen() {
  const { t } = useTranslation();
  return (
    <AdminScreen title={t('admin.nav.directory')}>
      <SuperAdminOnly>
        <DirectoryRefreshes />
      </SuperAdminOnly>
    </AdminScreen>
  );
}
