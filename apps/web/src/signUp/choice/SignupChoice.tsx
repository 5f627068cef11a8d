import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PscButton } from '../../psc/PscButton.tsx';
import { usePscInit } from '../../psc/usePscInit.ts';

/** "Vous inscrivez-vous en tant que médecin ou secrétariat ?" and its two or three answers. */
export function SignupChoice() {
  const { t } = useTranslation();
  const pscUrl = usePscInit({}, { notifyFailure: true });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography component="h2" variant="h6">
        {t('signUp.question')}
      </Typography>
      <Button component={RouterLink} to="/signUp/rpps" variant="contained" size="large">
        {t('signUp.doctor')}
      </Button>
      <Button component={RouterLink} to="/signUp/no-rpps" variant="contained" size="large">
        {t('signUp.secretariat')}
      </Button>
      {pscUrl && <PscButton href={pscUrl} label={t('psc.signUp')} />}
    </Stack>
  );
}
