import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What the visitor sees when the configuration cannot be read: the portal cannot be drawn. */
export function ConfigLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {t('app.name')}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      >
        {t('app.configLoadFailed')}
      </Alert>
    </Container>
  );
}
