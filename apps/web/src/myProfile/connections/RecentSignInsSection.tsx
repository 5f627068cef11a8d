import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../components/PageLoading.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useRecentSignIns } from './connectionsCalls.ts';
import { frenchDateTime } from './dates.ts';

/** « Dernières connexions »: the last twenty sign-ins, newest first: date, method, browser. */
export function RecentSignInsSection() {
  const { t } = useTranslation();
  const signIns = useRecentSignIns();
  return (
    <TitledSection title={t('accountSessions.signInsTitle')}>
      {signIns.isPending && <PageLoading />}
      {signIns.isError && <Alert severity="error">{t('accountSessions.signInsLoadFailed')}</Alert>}
      {signIns.data?.length === 0 && <Typography>{t('accountSessions.signInsEmpty')}</Typography>}
      {signIns.data && signIns.data.length > 0 && (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {signIns.data.map((signIn, index) => (
            <Box
              component="li"
              key={`${signIn.at}-${index}`}
              sx={{ py: 1, minWidth: 0, '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Typography sx={{ fontWeight: 600 }}>{frenchDateTime(signIn.at)}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {signIn.method} · {signIn.browser} · {signIn.address}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </TitledSection>
  );
}
