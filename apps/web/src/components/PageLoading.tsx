import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A centred spinner with an accessible name. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/** The page while what every screen needs arrives (texts, configuration, the visitor). */
export function StartLoading() {
  return (
    <main>
      <PageLoading />
    </main>
  );
}
