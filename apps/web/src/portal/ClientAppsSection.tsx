import { useId } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClientApp, CurrentUser } from '@portal/shared';
import { lazyScreen } from '../app/lazyScreen.ts';
import { OnDemand } from '../components/OnDemand.tsx';
import { useConfig } from '../config/ConfigContext.ts';
import { AppTileGrid } from './AppTileGrid.tsx';
import { Disclaimer } from './Disclaimer.tsx';
import { OpenAppInvite } from './OpenAppInvite.tsx';
import { useClientAppOpener } from './useClientAppOpener.ts';

// A tile's dialogs load when a tile first needs one.
const LoginDialog = lazyScreen(() => import('./LoginDialog.tsx').then((m) => m.LoginDialog));
const AccountStateDialog = lazyScreen(() => import('./AccountStateDialog.tsx').then((m) => m.AccountStateDialog));
const EmailChoiceDialog = lazyScreen(() => import('./EmailChoiceDialog.tsx').then((m) => m.EmailChoiceDialog));

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
      <OnDemand when={opener.signInFor !== null}>
        <LoginDialog app={opener.signInFor} onClose={opener.closeSignIn} />
      </OnDemand>
      {user && (
        <OnDemand when={opener.notAllowedFor !== null}>
          <AccountStateDialog app={opener.notAllowedFor} user={user} onClose={opener.closeNotAllowed} />
        </OnDemand>
      )}
      <OnDemand when={opener.emailChoiceFor !== null}>
        <EmailChoiceDialog app={opener.emailChoiceFor} onClose={opener.closeEmailChoice} />
      </OnDemand>
    </Stack>
  );
}
