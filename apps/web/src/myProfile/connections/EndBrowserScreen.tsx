import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useEndFromMail } from './connectionsCalls.ts';

/**
 * `/end-session/{token}`, the new-browser e-mail's link: opening it ends nothing (mail scanners
 * follow links); its button signs that browser out, then the page advises a new password.
 */
export function EndBrowserScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const end = useEndFromMail();
  usePageTitle(t('accountSessions.endFromMailTitle'));
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        {t('accountSessions.endFromMailTitle')}
      </Typography>
      {end.isSuccess ? (
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" role="status">
            {t('accountSessions.endFromMailDone')}
          </Alert>
          <Button href="#/" variant="outlined">
            {t('accountSessions.backHome')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('accountSessions.endFromMailText')}</Typography>
          {end.isError && <Alert severity="error">{end.error.message}</Alert>}
          <Button
            variant="contained"
            color="error"
            size="large"
            disabled={end.isPending}
            onClick={() => end.mutate(token)}
          >
            {t('accountSessions.endOne')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
