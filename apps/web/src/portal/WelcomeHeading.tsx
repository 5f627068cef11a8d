import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@portal/shared';

/** The screen's title: "Bienvenue Jeanne Martin", or the anonymous welcome. */
export function WelcomeHeading({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useTranslation();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <Typography variant="h1">{name ? t('portal.welcomeUser', { name }) : t('portal.welcomeAnonymous')}</Typography>
  );
}
