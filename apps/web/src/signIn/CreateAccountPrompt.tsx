import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** "Pas encore de compte ? Créer un compte", towards the sign-up choice. */
export function CreateAccountPrompt({ sx }: { sx?: SxProps }) {
  const { t } = useTranslation();
  return (
    <Typography component="span" sx={sx}>
      {t('login.noAccount')}{' '}
      <Link component={RouterLink} to="/signUp/choice">
        {t('login.createAccount')}
      </Link>
    </Typography>
  );
}
