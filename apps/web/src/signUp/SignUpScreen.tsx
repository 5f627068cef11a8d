import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageLoading } from '../components/PageLoading.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import { SignupChoice } from './choice/SignupChoice.tsx';
import { SignupNoRpps, SignupRpps } from './signUpForms.ts';

/** `/signUp/*`: a back button, the title of the child screen, and the child screen. */
export function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const child = useLocation().pathname.split('/')[2] ?? '';
  const title =
    child === 'rpps' ? t('signUp.doctorTitle') : child === 'no-rpps' ? t('signUp.secretariatTitle') : t('signUp.title');
  usePageTitle(title);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <IconButton
          aria-label={t('signUp.back')}
          onClick={() => void navigate(child === 'choice' ? '/' : '/signUp/choice')}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1">{title}</Typography>
      </Stack>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="choice" element={<SignupChoice />} />
          <Route path="rpps" element={<SignupRpps />} />
          <Route path="no-rpps" element={<SignupNoRpps />} />
          <Route path="*" element={<Navigate to="/signUp/choice" replace />} />
        </Routes>
      </Suspense>
    </Paper>
  );
}
