import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';

/** While the directory answers: a few grey rows and a spinner. */
export function SearchSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'relative' }}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rectangular" height={36} sx={{ mb: 1 }} />
      ))}
      <CircularProgress
        aria-label={t('app.loading')}
        sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5 }}
      />
    </Box>
  );
}
