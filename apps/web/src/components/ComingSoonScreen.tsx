import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle.ts';

/** A screen of a later issue: its title and a sentence saying it is coming. */
export function ComingSoonScreen({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Link component={RouterLink} to="/">
        {t('menu.backToPortal')}
      </Link>
    </Paper>
  );
}
