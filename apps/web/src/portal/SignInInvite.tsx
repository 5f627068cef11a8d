import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreateAccountPrompt } from '../signIn/CreateAccountPrompt.tsx';

/** For a visitor on the home screen: the way to the login form and to the sign-up. */
export function SignInInvite() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        {t('portal.signIn')}
      </Button>
      <Box>
        <CreateAccountPrompt />
      </Box>
    </Paper>
  );
}
