import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@portal/shared';

interface WelcomeHeadingProps {
  user: CurrentUser | null | undefined;
  /** Takes the focus (on arrival from a sign-in, so the keyboard starts from the top of the new screen). */
  focus?: boolean;
}

/** The screen's title: "Bienvenue Jeanne Martin", or the anonymous welcome. */
export function WelcomeHeading({ user, focus = false }: WelcomeHeadingProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <Typography ref={ref} tabIndex={-1} variant="h1">
      {name ? t('portal.welcomeUser', { name }) : t('portal.welcomeAnonymous')}
    </Typography>
  );
}
