import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** In place of the choice, for a doctor whose RPPS number already has an account: the way to sign in. */
export function AlreadyRegistered() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 'bold' }}>
        {t('signUp.alreadyRegistered')}
      </Typography>
      <Link component={RouterLink} to="/login" variant="body2">
        {t('portal.signIn')}
      </Link>
    </Stack>
  );
}
