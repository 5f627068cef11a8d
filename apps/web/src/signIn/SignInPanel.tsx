import { useEffect, useId, useRef } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CurrentUser, InteractionType } from '@portal/shared';
import { useHashQuery } from '../components/useHashQuery.ts';
import { LoginForm } from './LoginForm.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import { PasskeySecondFactor } from './passkey/PasskeySecondFactor.tsx';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { useSessionNotFoundRedirect } from './useSessionNotFoundRedirect.ts';

interface SignInPanelProps {
  interactionType: InteractionType;
  user: CurrentUser | null | undefined;
}

/** The step of the sign-in named by the route (`/login`, `/otp`, `/totp`) and its hash query. */
export function SignInPanel({ interactionType, user }: SignInPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useHashQuery();
  const interactionId = query.get('interactionId');
  const err = query.get('err');
  const expired = useSessionNotFoundRedirect(err);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The code screen opens after the password's page load: its title takes the focus (the send
  // button comes next); the login form and the authenticator's code focus their first field.
  useEffect(() => {
    if (interactionType === 'otp') titleRef.current?.focus();
  }, [interactionType]);
  if (expired) return null;

  const isLogin = interactionType === 'login';
  if (isLogin && user && !interactionId) return <Navigate to="/" replace />;
  if (!isLogin && !interactionId) return <Navigate to="/" replace />;

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, width: '100%' }}>
      <Typography id={titleId} ref={titleRef} tabIndex={-1} variant="h2" gutterBottom>
        {isLogin
          ? t('login.title')
          : interactionType === 'passkey'
            ? t('passkeys.secondFactorTitle')
            : t('secondFactor.title')}
      </Typography>
      {isLogin ? (
        <LoginForm interactionId={interactionId} error={loginErrorMessage(err)} />
      ) : interactionType === 'passkey' ? (
        <PasskeySecondFactor interactionId={interactionId ?? ''} error={loginErrorMessage(err)} />
      ) : (
        <SecondFactorForm
          interactionType={interactionType}
          interactionId={interactionId ?? ''}
          error={loginErrorMessage(err)}
          recovery={err === 'recoveryCodeMismatch'}
        />
      )}
    </Paper>
  );
}
