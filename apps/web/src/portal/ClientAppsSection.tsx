import { useId } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClientApp, CurrentUser } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { AccountStateDialog } from './AccountStateDialog.tsx';
import { AppTileGrid } from './AppTileGrid.tsx';
import { Disclaimer } from './Disclaimer.tsx';
import { EmailChoiceDialog } from './EmailChoiceDialog.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { OpenAppInvite } from './OpenAppInvite.tsx';
import { useClientAppOpener } from './useClientAppOpener.ts';

interface ClientAppsSectionProps {
  user: CurrentUser | null | undefined;
  /** The app whose tile asked for the sign-in just completed. */
  offered?: ClientApp;
}

/** The tiles of the client apps, the disclaimer for this kind of visitor, and the tile dialogs. */
export function ClientAppsSection({ user, offered }: ClientAppsSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const config = useConfig();
  const opener = useClientAppOpener(user);
  const { disclaimer, disclaimerForLoggedUsers } = config.main_grid;
  const shownDisclaimer = user ? disclaimerForLoggedUsers : disclaimer;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h2">
        {t('portal.appsTitle')}
      </Typography>
      {offered && <OpenAppInvite app={offered} onOpen={opener.open} />}
      {shownDisclaimer.display === 'above' && <Disclaimer disclaimer={shownDisclaimer} />}
      <AppTileGrid apps={config.oidc_clients} onOpen={opener.open} />
      {shownDisclaimer.display === 'below' && <Disclaimer disclaimer={shownDisclaimer} />}
      <LoginDialog app={opener.signInFor} onClose={opener.closeSignIn} />
      {user && <AccountStateDialog app={opener.notAllowedFor} user={user} onClose={opener.closeNotAllowed} />}
      <EmailChoiceDialog app={opener.emailChoiceFor} onClose={opener.closeEmailChoice} />
    </Stack>
  );
}
